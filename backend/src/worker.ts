import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createPino, PinoLoggerService } from './common/logging/pino-logger';
import { appConfig } from './config';
import { WorkerModule } from './worker.module';

/** `npm run worker`: the notification worker as its own process; SIGTERM drains active jobs. */
async function bootstrap(): Promise<void> {
  const logger = new PinoLoggerService(createPino(appConfig()));
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    logger,
    abortOnError: false,
  });
  app.enableShutdownHooks();
  new Logger('Worker').log('Notification worker running');
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createAdapter } from './app.factory';
import { appConfig } from './config';

async function bootstrap(): Promise<void> {
  const config = appConfig();
  // abortOnError false: a start-up failure reaches the catch below as an error whose message is
  // the one sentence the user sees (no core dump, no stack trace: autoFlushLogs false keeps Nest's
  // buffered start-up lines and its error handler's trace unprinted).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createAdapter(), {
    bufferLogs: true,
    abortOnError: false,
    autoFlushLogs: false,
  });
  await configureApp(app);
  app.flushLogs();
  await app.listen({ port: config.port, host: config.host });
  app.getHttpAdapter().getInstance().log.info(`Listening on ${config.publicUrl}`);
}

bootstrap().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration): write the reason plainly and stop.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

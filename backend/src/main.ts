import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createAdapter } from './app.factory';
import { appConfig } from './config';

async function bootstrap(): Promise<void> {
  const config = appConfig();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createAdapter(), {
    bufferLogs: true,
  });
  await configureApp(app);
  await app.listen({ port: config.port, host: config.host });
  app.getHttpAdapter().getInstance().log.info(`Listening on ${config.publicUrl}`);
}

bootstrap().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration): write the reason plainly and stop.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

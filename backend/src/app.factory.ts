import fastifyCookie from '@fastify/cookie';
import { LogController } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { DestinationStream } from 'pino';
import { createSecurityHeaders } from './common/http/security-headers';
import { requestId } from './common/http/request-id';
import { createPino, PinoLoggerService } from './common/logging/pino-logger';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { appConfig, contentConfig } from './config';
import { registerWebRoutes } from './modules/web/web.routes';

/**
 * Fastify with pino request logs (request id from the proxy's X-Request-Id or a new UUID).
 * `logDestination`: where the log lines go (stdout by default; tests capture them).
 */
export function createAdapter(
  options: { logDestination?: DestinationStream } = {},
): FastifyAdapter {
  const config = appConfig();
  const trustProxy = config.trustProxy.length > 0 ? config.trustProxy : false;
  return new FastifyAdapter({
    loggerInstance: createPino(config, options.logDestination),
    logController: new LogController({ disableRequestLogging: config.nodeEnv === 'test' }),
    trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
      requestId(request.headers['x-request-id']),
  });
}

/** Everything global about the HTTP app, shared by `main.ts` and the tests. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = appConfig();
  const fastify = app.getHttpAdapter().getInstance();
  app.useLogger(new PinoLoggerService(fastify.log as never));
  app.enableShutdownHooks();
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());

  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCookie);
  const securityHeaders = createSecurityHeaders({
    isProduction: config.isProduction,
    audioEmbedHosts: contentConfig().audioEmbedHosts,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error === undefined ? undefined : (error as Error)),
    );
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.productName} API`)
      .setDescription('Public content, contact, member portal and back-office API')
      .setVersion('1.0')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  await registerWebRoutes(app);
  return app;
}

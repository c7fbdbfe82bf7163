require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { AppModule } = require('./dist/app.module');
const { configureApp, createAdapter } = require('./dist/app.factory');
(async () => {
  const app = await NestFactory.create(AppModule, createAdapter(), { bufferLogs: true });
  await configureApp(app);
  const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 12 }, (_, i) => ({ i, text: 'x'.repeat(400) })) }));
  const f = app.getHttpAdapter().getInstance();
  f.get('/raw', (req, reply) => reply.header('etag', '"x"').type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 3201, host: '127.0.0.1' });
})();

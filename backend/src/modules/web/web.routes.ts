import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpExceptionFilter } from '../../common/filters/http-exception.filter';
import { serveBuiltApp } from './static-files';
import { NO_CACHE } from './web.constants';
import { WebService, type RenderedPage } from './web.service';

/**
 * Browser routes live beside the API on the same Fastify instance: static files, the admin shell
 * under /admin, and every other GET rendered as a page. Unknown /api paths get the JSON 404.
 */
export async function registerWebRoutes(app: NestFastifyApplication): Promise<void> {
  const web = app.get(WebService);
  const fastify = app.getHttpAdapter().getInstance();
  const notFound = new HttpExceptionFilter();

  await serveBuiltApp(fastify, web.frontendDist, '/', true);
  await serveBuiltApp(fastify, web.adminDist, '/admin/', false);

  const send = (reply: FastifyReply, page: RenderedPage | null) => {
    if (!page) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build".');
    }
    return reply
      .status(page.status)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    notFound.catch(new NotFoundException(`Cannot ${request.method} ${request.url.split('?')[0]}`), {
      switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
    } as never);

  fastify.get('/api/*', apiNotFound);
  fastify.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
  fastify.get('/admin/*', (_request, reply) => send(reply, web.renderAdmin()));
  fastify.get('/*', async (request, reply) => send(reply, await web.renderPublic(request.url)));
}

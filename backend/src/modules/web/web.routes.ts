import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpExceptionFilter } from '../../common/filters/http-exception.filter';
import { canonicalRedirect } from './canonical-path';
import { SitemapService } from './sitemap.service';
import { serveBuiltApp } from './static-files';
import { NO_CACHE, SITEMAP_CACHE } from './web.constants';
import type { CachedPage } from './page-cache';
import { WebService } from './web.service';

/**
 * Browser routes live beside the API on the same Fastify instance: static files, robots.txt and
 * the sitemap, the admin shell under /admin, and every other GET rendered as a page. Unknown
 * /api paths get the JSON 404.
 */
export async function registerWebRoutes(app: NestFastifyApplication): Promise<void> {
  const web = app.get(WebService);
  const sitemap = app.get(SitemapService);
  const fastify = app.getHttpAdapter().getInstance();
  const notFound = new HttpExceptionFilter();

  await serveBuiltApp(fastify, web.frontendDist, '/', true);
  await serveBuiltApp(fastify, web.adminDist, '/admin/', false);

  const send = (request: FastifyRequest, reply: FastifyReply, page: CachedPage | null) => {
    if (!page) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build".');
    }
    reply.status(page.status).header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
    reply.type('text/html; charset=utf-8');
    // Pages are compressed once, when rendered (nginx compresses too, but the backend may face
    // visitors directly).
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    notFound.catch(new NotFoundException(`Cannot ${request.method} ${request.url.split('?')[0]}`), {
      switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
    } as never);

  fastify.get('/api/*', apiNotFound);
  fastify.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', SITEMAP_CACHE)
      .type('text/plain; charset=utf-8')
      .send(sitemap.robots()),
  );
  fastify.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await sitemap.sitemap()),
  );
  fastify.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
  fastify.get('/admin/*', (request, reply) => send(request, reply, web.renderAdmin()));
  fastify.get('/*', async (request, reply) => {
    const canonical = canonicalRedirect(request.url);
    if (canonical) return reply.redirect(canonical, 301);
    const userAgent = request.headers['user-agent'];
    return send(
      request,
      reply,
      await web.renderPublic(request.url, fastify, {
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      }),
    );
  });
}

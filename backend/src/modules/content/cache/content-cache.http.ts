import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_CACHE_CONTROL, CONTENT_PATHS } from '../content.constants';
import type { CachedResponse, ContentCacheService } from './content-cache.service';
import { matchesIfNoneMatch } from '../../../common/http/conditional-request';

export const CONTENT_JSON_TYPE = 'application/json; charset=utf-8';

export function isContentUrl(url: string): boolean {
  return CONTENT_PATHS.some(
    (path) =>
      url.startsWith(path) && (url.length === path.length || '/?'.includes(url[path.length]!)),
  );
}

/** Headers of a public content response (both from the memory cache and freshly computed). */
export function setContentHeaders(reply: FastifyReply, cached: CachedResponse): FastifyReply {
  return reply
    .header('etag', cached.etag)
    .header('cache-control', CONTENT_CACHE_CONTROL)
    .type(CONTENT_JSON_TYPE);
}

/**
 * Fastify hooks of the public content cache (requests through `app.inject`, and every request at
 * LOG_LEVEL=debug or below; otherwise `content-cache.shortcut.ts` answers cache hits first):
 * - before routing, a GET/HEAD whose URL has a cached response gets it straight away (no guard,
 *   pipe or database: the throttler protects the work a miss does, not memory reads);
 * - on the way out, a content response whose ETag the client already holds becomes a 304.
 */
export function registerContentCacheHooks(
  fastify: FastifyInstance,
  cache: ContentCacheService,
): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isContentUrl(request.url)) {
      return done();
    }
    const cached = cache.get(request.url);
    if (!cached) return done();
    void setContentHeaders(reply, cached).send(cached.body);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !isContentUrl(request.url)) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || !matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return payload;
    }
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}

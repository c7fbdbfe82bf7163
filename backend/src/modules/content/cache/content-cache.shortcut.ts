import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestShortcut } from '../../../common/http/request-shortcuts';
import { requestId } from '../../../common/http/request-id';
import { CONTENT_CACHE_CONTROL } from '../content.constants';
import { CONTENT_JSON_TYPE, isContentUrl } from './content-cache.http';
import type { CachedResponse, ContentCacheService } from './content-cache.service';
import { matchesIfNoneMatch } from '../../../common/http/conditional-request';

/** The fixed part of an entry's headers, in the order Fastify writes them. */
interface HeaderSets {
  ok: string[];
  notModified: string[];
  length: string;
}

/**
 * A cached public content response written straight to Node's response, before Fastify: the same
 * status, headers (security headers recorded from helmet, ETag, Cache-Control, content type,
 * request id) and bytes as the Fastify path (`content-cache.http.ts`), with a 304 for a matching
 * If-None-Match and no body for HEAD. A miss, or any other request, is left to Fastify. Cache hits
 * answered here are not logged (the caller only installs this above LOG_LEVEL=debug).
 */
export function contentCacheShortcut(
  cache: ContentCacheService,
  securityHeaders: readonly string[],
): RequestShortcut {
  const headerSets = new WeakMap<CachedResponse, HeaderSets>();
  const headersOf = (cached: CachedResponse): HeaderSets => {
    let sets = headerSets.get(cached);
    if (!sets) {
      const common = [
        ...securityHeaders,
        'etag',
        cached.etag,
        'cache-control',
        CONTENT_CACHE_CONTROL,
      ];
      sets = {
        ok: [...common, 'content-type', CONTENT_JSON_TYPE],
        notModified: common,
        length: String(cached.body.length),
      };
      headerSets.set(cached, sets);
    }
    return sets;
  };

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    const url = request.url;
    if ((method !== 'GET' && method !== 'HEAD') || !url || !isContentUrl(url)) return false;
    const cached = cache.get(url);
    if (!cached) return false;
    const sets = headersOf(cached);
    const id = requestId(request.headers['x-request-id']);
    if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
      response.writeHead(304, [...sets.notModified, 'x-request-id', id]);
      response.end();
    } else {
      response.writeHead(200, [...sets.ok, 'x-request-id', id, 'content-length', sets.length]);
      if (method === 'HEAD') response.end();
      else response.end(cached.body);
    }
    return true;
  };
}

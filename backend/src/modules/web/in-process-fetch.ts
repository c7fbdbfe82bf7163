import type { FastifyInstance } from 'fastify';

/** The origin the server bundle's API requests are addressed to; never leaves the process. */
export const IN_PROCESS_API_BASE = 'http://in-process/api';

/**
 * A `fetch` that answers from this very Fastify instance (`inject`: no socket, same hooks,
 * cache and throttling), attributed to the visitor whose page is being rendered.
 */
export function inProcessFetch(fastify: FastifyInstance, visitorIp: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const response = await fastify.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
      remoteAddress: visitorIp,
    });
    return new Response(response.rawPayload.length > 0 ? response.rawPayload : null, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
}

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Answers a request itself and returns true, or returns false to leave it to Fastify. */
export type RequestShortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

const shortcutsOf = new WeakMap<Server, RequestShortcut[]>();

/**
 * Lets `shortcut` see every request of the HTTP server before Fastify does (Fastify's own
 * per-request work, its request object, child logger, hooks and reply, is most of the cost of a
 * response that is only a memory read). The server's request listener (Fastify's handler) is
 * wrapped once; a request no shortcut takes goes to it unchanged. Shortcuts stop answering once
 * the server is closing, so Fastify's shutdown handling applies.
 */
export function addRequestShortcut(server: Server, shortcut: RequestShortcut): void {
  const existing = shortcutsOf.get(server);
  if (existing) {
    existing.push(shortcut);
    return;
  }
  const shortcuts = [shortcut];
  shortcutsOf.set(server, shortcuts);
  const handlers = server.listeners('request') as Array<
    (request: IncomingMessage, response: ServerResponse) => void
  >;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (server.listening) {
      for (const take of shortcuts) if (take(request, response)) return;
    }
    for (const handler of handlers) handler.call(server, request, response);
  });
}

// The page's floor for the measuring scripts: the server's HTML without its scripts (no `<script>`
// but JSON data blocks, no module preloads): same markup, same inline CSS, same images and fonts.
import { createServer } from 'node:http';

export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * A proxy on `port` in front of the app at `base` that answers every HTML page script-free and
 * everything else as the app does (for tools that load a URL themselves, such as Lighthouse).
 */
export async function startScriptFreeProxy(base, port) {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${base}${request.url}`, {
        headers: { 'user-agent': request.headers['user-agent'] ?? '' },
        redirect: 'manual',
      });
      const type = upstream.headers.get('content-type') ?? '';
      const headers = {};
      for (const name of ['content-type', 'cache-control', 'location', 'content-security-policy'])
        if (upstream.headers.has(name)) headers[name] = upstream.headers.get(name);
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers);
      response.end(type.startsWith('text/html') ? withoutScripts(body.toString('utf8')) : body);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

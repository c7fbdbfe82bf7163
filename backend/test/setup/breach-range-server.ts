import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { freePort } from './ports';

export interface BreachRangeServer {
  url: string;
  requests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  stop(): Promise<void>;
}

/**
 * A local server speaking the breach range API: `GET /range/{5 hex}` answers `SUFFIX:COUNT` lines
 * for the given breached passwords, plus padding lines (count 0) when `Add-Padding` is asked.
 */
export async function startBreachRangeServer(
  breached: Record<string, number>,
): Promise<BreachRangeServer> {
  const requests: BreachRangeServer['requests'] = [];
  const hashes = Object.entries(breached).map(([password, count]) => [
    createHash('sha1').update(password).digest('hex').toUpperCase(),
    count,
  ]) as Array<[string, number]>;
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const prefix = /^\/range\/([0-9A-F]{5})$/i.exec(req.url ?? '')?.[1]?.toUpperCase();
    if (!prefix) {
      res.writeHead(404).end();
      return;
    }
    const lines = hashes
      .filter(([h]) => h.startsWith(prefix))
      .map(([h, c]) => `${h.slice(5)}:${c}`);
    if (req.headers['add-padding'] === 'true')
      for (let i = 0; i < 20; i++)
        lines.push(`${i.toString(16).toUpperCase().padStart(35, '0')}:0`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

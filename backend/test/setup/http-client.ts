import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Raw bytes as received (not decompressed). */
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

/**
 * A plain HTTP request (GET unless told) over a real socket, optionally from a chosen local address (127.0.0.2 stands
 * for "a visitor" that is not the proxy). Bodies are not decompressed.
 */
export function httpGet(
  url: string,
  options: {
    headers?: Record<string, string>;
    localAddress?: string;
    method?: string;
    body?: string;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

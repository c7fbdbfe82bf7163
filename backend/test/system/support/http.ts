import { httpGet, type RawResponse } from '../../setup/http-client';

/** A JSON request over a real socket, optionally from a chosen loopback address. */
export function request(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    from?: string;
  } = {},
): Promise<RawResponse> {
  return httpGet(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    localAddress: options.from,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The value of a Set-Cookie header's cookie `name`, and its attributes. */
export function setCookie(response: RawResponse, name: string): string | undefined {
  const headers = response.headers['set-cookie'];
  const list = Array.isArray(headers) ? headers : headers ? [headers] : [];
  return list.find((header) => header.startsWith(`${name}=`));
}

export const cookieValue = (header: string | undefined) =>
  header?.split(';')[0]!.split('=').slice(1).join('=');

import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The proxy's X-Request-Id when it looks like one, a new UUID otherwise. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

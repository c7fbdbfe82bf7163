import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What the frontend's server bundle (`frontend/src/entry-server.tsx`) takes and returns. */
export interface SsrRenderRequest {
  url: string;
  publicUrl: string;
  fetchFn: typeof fetch;
  apiBaseUrl: string;
}

export interface SsrRenderResult {
  status: number;
  language: string;
  head: string;
  html: string;
  data: string;
}

export interface SsrBundle {
  render(request: SsrRenderRequest): Promise<SsrRenderResult>;
}

export const SSR_ENTRY = 'entry-server.cjs';

/**
 * Loads the server bundle (self-contained CommonJS) with Node's own `require`, or returns null
 * when the frontend has not been built.
 */
export function loadSsrBundle(dir: string): SsrBundle | null {
  const entry = join(dir, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  const bundle = createRequire(__filename)(entry) as Partial<SsrBundle>;
  if (typeof bundle.render !== 'function') throw new Error(`${entry} does not export render()`);
  return bundle as SsrBundle;
}

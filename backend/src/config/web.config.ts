import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { z } from 'zod';
import { bool, int, optionalString, validateEnv } from './validate-env';

const schema = z.object({
  /** Server-render the public pages (off: every page is the client-rendered shell). */
  SSR_ENABLED: bool(true),
  /** Where the frontend's server bundle lives; defaults to frontend/dist-ssr. */
  SSR_BUNDLE_DIR: optionalString(),
  /** Rendered pages kept in memory (least recently used go first). 0 turns the page cache off. */
  SSR_CACHE_MAX_PAGES: int(500, 0, 100_000),
  /** How long a rendered page is reused; content changes clear the cache at once. */
  SSR_CACHE_TTL_MS: int(60_000, 0, 86_400_000),
  /** How long the generated sitemap is reused; content changes clear it at once. */
  SITEMAP_CACHE_TTL_MS: int(300_000, 0, 86_400_000),
  /**
   * Page renders (page-cache misses) one client IP may cause per window; over it, 429. Cached pages
   * are always served. Every instance shares the count through Redis.
   */
  SSR_RENDER_IP_LIMIT: int(120, 1),
  SSR_RENDER_IP_WINDOW_MS: int(60_000, 1000),
});

export const webConfig = registerAs('web', () => {
  const env = validateEnv('web', schema);
  const repoRoot = resolve(__dirname, '..', '..', '..');
  return {
    ssrEnabled: env.SSR_ENABLED,
    ssrBundleDir: resolve(env.SSR_BUNDLE_DIR ?? resolve(repoRoot, 'frontend', 'dist-ssr')),
    cacheMaxPages: env.SSR_CACHE_MAX_PAGES,
    cacheTtlMs: env.SSR_CACHE_TTL_MS,
    sitemapCacheTtlMs: env.SITEMAP_CACHE_TTL_MS,
    renderIpLimit: env.SSR_RENDER_IP_LIMIT,
    renderIpWindowMs: env.SSR_RENDER_IP_WINDOW_MS,
  };
});

export type WebConfig = ReturnType<typeof webConfig>;

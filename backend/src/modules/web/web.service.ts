import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isMemberPath } from '@fabrion/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Clock } from '../../common/clock';
import { appConfig, webConfig } from '../../config';
import { ContentCacheService } from '../content/cache/content-cache.service';
import { IN_PROCESS_API_BASE, inProcessFetch } from './in-process-fetch';
import { PageCache, type CachedPage } from './page-cache';
import { fillTemplate, shellHead } from './page-template';
import { loadSsrBundle, type SsrBundle } from './ssr-bundle';

/** Query parameters a public page depends on; URLs with others are rendered but not cached. */
const CACHEABLE_PARAMS = new Set(['lang', 'page']);

/**
 * Produces the HTML of browser routes: public pages server-rendered by the frontend's server
 * bundle (cached by URL), member pages and the admin as their client-rendered shells.
 */
@Injectable()
export class WebService {
  private readonly logger = new Logger(WebService.name);
  private readonly shells = new Map<string, string | null>();
  private readonly shellPages = new Map<string, CachedPage>();
  private readonly pages: PageCache;
  private bundle: SsrBundle | null | undefined;

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(webConfig.KEY) private readonly web: ConfigType<typeof webConfig>,
    private readonly contentCache: ContentCacheService,
    clock: Clock,
  ) {
    this.pages = new PageCache(web.cacheMaxPages, web.cacheTtlMs, () => clock.now().getTime());
  }

  get frontendDist(): string {
    return this.app.frontendDist;
  }

  get adminDist(): string {
    return this.app.adminDist;
  }

  get cachedPages(): number {
    return this.pages.size;
  }

  /** A public page (server-rendered when possible), or null when the frontend is not built. */
  async renderPublic(
    url: string,
    fastify: FastifyInstance,
    visitorIp: string,
  ): Promise<CachedPage | null> {
    const template = this.shell(this.app.frontendDist);
    if (template === null) return null;
    const address = new URL(url, 'http://site.invalid');
    const bundle = this.web.ssrEnabled ? this.ssrBundle() : null;
    if (!bundle || isMemberPath(address.pathname)) {
      return this.shellPage('public', () =>
        fillTemplate(template, { language: 'en', head: shellHead(this.app.productName), html: '' }),
      );
    }

    const cacheable = [...address.searchParams.keys()].every((key) => CACHEABLE_PARAMS.has(key));
    const generation = this.contentCache.generation;
    const cached = cacheable ? this.pages.get(url, generation) : undefined;
    if (cached) return cached;

    const result = await bundle.render({
      url,
      publicUrl: this.app.publicUrl,
      apiBaseUrl: IN_PROCESS_API_BASE,
      fetchFn: inProcessFetch(fastify, visitorIp),
    });
    const rendered = page(result.status, fillTemplate(template, result));
    // Only whole answers are kept: a page whose data failed to load (5xx) is rendered again.
    if (cacheable && result.status < 500) this.pages.set(url, rendered, generation);
    return rendered;
  }

  renderAdmin(): CachedPage | null {
    const html = this.shell(this.app.adminDist);
    return html === null ? null : this.shellPage('admin', () => html);
  }

  private ssrBundle(): SsrBundle | null {
    if (this.bundle === undefined) {
      this.bundle = loadSsrBundle(this.web.ssrBundleDir);
      if (!this.bundle) {
        this.logger.warn(
          `${this.web.ssrBundleDir} has no server bundle: public pages are served client-rendered (run "npm run build")`,
        );
      }
    }
    return this.bundle;
  }

  private shellPage(name: string, build: () => string): CachedPage {
    let shell = this.shellPages.get(name);
    if (!shell) {
      shell = page(200, build());
      this.shellPages.set(name, shell);
    }
    return shell;
  }

  private shell(dist: string): string | null {
    if (!this.shells.has(dist)) {
      const file = join(dist, 'index.html');
      const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
      if (html === null) this.logger.warn(`${file} not found: run "npm run build"`);
      this.shells.set(dist, html);
    }
    return this.shells.get(dist) ?? null;
  }
}

function page(status: number, html: string): CachedPage {
  return { status, html, gzip: gzipSync(html) };
}

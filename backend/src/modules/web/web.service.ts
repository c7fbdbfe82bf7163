import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isMemberPath, PREVIEW_PARAM } from '@fabrion/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { Clock } from '../../common/clock';
import { clientKey } from '../../common/http/client-key';
import { redactUrl } from '../../common/logging/log-redaction';
import { SecurityService, type RequestContext } from '../security/security.service';
import { pageAddress } from './page-address';
import { appConfig, webConfig } from '../../config';
import { ContentCacheService } from '../content/cache/content-cache.service';
import { ContentPreviewService } from '../content/preview/content-preview.service';
import { ContentRedirectsService } from '../content/redirects/content-redirects.service';
import { IN_PROCESS_API_BASE, inProcessFetch } from './in-process-fetch';
import { PageCache, type CachedPage } from './page-cache';
import { fillTemplate, shellHead } from './page-template';
import { loadSsrBundle, type SsrBundle } from './ssr-bundle';

/** The answer to a visitor over the render budget (cached pages are still served to them). */
const TOO_MANY_RENDERS =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title></head><body><p>Too many requests. Please wait a minute and try again.</p></body></html>';

/** A preview is the editor's alone: kept by no cache, indexed by no one, its link sent nowhere. */
const PREVIEW_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
};

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
    @InjectThrottlerStorage() private readonly throttle: ThrottlerStorage,
    private readonly security: SecurityService,
    private readonly redirects: ContentRedirectsService,
    private readonly previews: ContentPreviewService,
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

  /** Public pages being rendered now (a page's concurrent requests share one render). */
  get pagesRendering(): number {
    return this.pages.rendering;
  }

  /**
   * A public page (server-rendered when possible), or null when the frontend is not built. Pages
   * are rendered and cached by `pageAddress` (query parameters no page reads are ignored), and a
   * visitor may cause `SSR_RENDER_IP_LIMIT` renders per window (429 beyond; cached pages are served).
   * An editor's preview link (`?preview=` with a live token for the page's document) is rendered
   * for them alone: never cached, not indexed; any other `preview` value is ignored.
   */
  async renderPublic(
    url: string,
    fastify: FastifyInstance,
    visitor: RequestContext & { ip: string },
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

    const key = pageAddress(url);
    const preview = address.searchParams.get(PREVIEW_PARAM);
    if (preview && (await this.previews.opensPage(address.pathname, preview))) {
      const previewPage = { key, pathname: address.pathname, token: preview };
      return this.renderPreview(bundle, template, previewPage, fastify, visitor);
    }
    const generation = this.contentCache.generation;
    const render = () =>
      this.pages.once(key, generation, () =>
        this.renderPage(bundle, template, key, address.pathname, generation, fastify, visitor),
      );
    const cached = this.pages.get(key, generation);
    if (cached?.stale) {
      // Past its TTL: this visitor gets the page as it is; the next ones get the new render.
      render().catch((error: unknown) =>
        this.logger.warn(`Refreshing ${redactUrl(key)} failed: ${String(error)}`),
      );
    }
    if (cached) return cached.page;
    const refused = await this.overRenderBudget(visitor, address.pathname);
    if (refused) return refused;
    return render();
  }

  /** Renders a public page (or its 301) and keeps it, unless its data failed to load. */
  private async renderPage(
    bundle: SsrBundle,
    template: string,
    key: string,
    pathname: string,
    generation: number,
    fastify: FastifyInstance,
    visitor: RequestContext & { ip: string },
  ): Promise<CachedPage> {
    const moved = await this.movedContent(pathname);
    if (moved) {
      this.pages.set(key, moved, generation);
      return moved;
    }
    const result = await this.render(bundle, key, fastify, visitor.ip);
    const rendered = page(result.status, fillTemplate(template, result));
    // Only whole answers are kept: a page whose data failed to load (5xx) is rendered again.
    if (result.status < 500) this.pages.set(key, rendered, generation);
    return rendered;
  }

  /** The page as it will look once published, with its preview token, for the editor only. */
  private async renderPreview(
    bundle: SsrBundle,
    template: string,
    { key, pathname, token }: { key: string; pathname: string; token: string },
    fastify: FastifyInstance,
    visitor: RequestContext & { ip: string },
  ): Promise<CachedPage> {
    const refused = await this.overRenderBudget(visitor, pathname);
    if (refused) return refused;
    const separator = key.includes('?') ? '&' : '?';
    const url = `${key}${separator}${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    const result = await this.render(bundle, url, fastify, visitor.ip);
    return { ...page(result.status, fillTemplate(template, result)), headers: PREVIEW_HEADERS };
  }

  private render(bundle: SsrBundle, url: string, fastify: FastifyInstance, ip: string) {
    return bundle.render({
      url,
      publicUrl: this.app.publicUrl,
      apiBaseUrl: IN_PROCESS_API_BASE,
      fetchFn: inProcessFetch(fastify, ip),
    });
  }

  /** Counts a render for the visitor; the 429 page when their budget is spent, else null. */
  private async overRenderBudget(
    visitor: RequestContext,
    path: string,
  ): Promise<CachedPage | null> {
    const { renderIpLimit, renderIpWindowMs } = this.web;
    const record = await this.throttle.increment(
      clientKey(visitor.ip),
      renderIpWindowMs,
      renderIpLimit,
      renderIpWindowMs,
      'page-render',
    );
    if (!record.isBlocked) return null;
    this.security.recordInBackground('rate_limited', null, visitor, {
      method: 'GET',
      path: redactUrl(path),
      status: 429,
    });
    return {
      ...page(429, TOO_MANY_RENDERS),
      headers: { 'retry-after': String(Math.max(1, record.timeToBlockExpire)) },
    };
  }

  /** The 301 of a renamed post or case study's old address (kept as the page of that URL). */
  private async movedContent(pathname: string): Promise<CachedPage | null> {
    const match = /^\/(blog|case-studies)\/([^/]+)$/.exec(pathname);
    if (!match) return null;
    let key: string;
    try {
      key = decodeURIComponent(match[2]!);
    } catch {
      return null;
    }
    const kind = match[1] === 'blog' ? 'blog' : 'case-study';
    const target = await this.redirects.moved(kind, key);
    if (!target) return null;
    const location = `/${match[1]}/${encodeURIComponent(target)}`;
    return {
      ...page(301, `<!doctype html><title>Moved</title><a href="${location}">${location}</a>`),
      headers: { location },
    };
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

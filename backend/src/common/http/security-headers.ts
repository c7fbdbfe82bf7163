import type { IncomingMessage, ServerResponse } from 'node:http';
import { YOUTUBE_EMBED_ORIGIN } from '@fabrion/shared';
import helmet from 'helmet';

/** YouTube's privacy-enhanced embed origin (masterclass videos): the one constant, in shared. */
export { YOUTUBE_EMBED_ORIGIN };

export interface SecurityHeadersConfig {
  isProduction: boolean;
  /** Hosts a blog post's audio embed may frame (CONTENT_AUDIO_EMBED_HOSTS). */
  audioEmbedHosts: readonly string[];
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * Helmet's middleware for every response, built once: @fastify/helmet rebuilt it (re-parsing the
 * CSP) on every request, which cost a third of the throughput of cached content responses.
 * Frames and images only from the origins the site uses: itself, YouTube's privacy-enhanced
 * embeds and the configured audio players; images from itself and data: URLs (uploads and the
 * shipped images are served by the site).
 */
export function createSecurityHeaders(config: SecurityHeadersConfig): Middleware {
  const audioOrigins = config.audioEmbedHosts.map((host) => `https://${host}`);
  const frameOrigins = [...new Set([YOUTUBE_EMBED_ORIGIN, ...audioOrigins])];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers the middleware sets, as a flat `[name, value, ...]` list for `writeHead`. Our helmet
 * configuration sets the same headers on every request (no nonce), so responses written without
 * Fastify (see `request-shortcuts.ts`) can carry a copy recorded once.
 */
export function recordSecurityHeaders(middleware: Middleware): string[] {
  const headers: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader() {
      // X-Powered-By: never set by us in the first place
    },
  };
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

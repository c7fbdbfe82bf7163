import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { SERVER_STYLES_ATTRIBUTE } from './emotion-cache';

export interface ServerStyles {
  /** The cache to render with. */
  cache: EmotionCache;
  /** The style elements for the rendered markup (see below). */
  tags(html: string): string;
}

/**
 * The Emotion cache of one server rendering, and the `<style>` elements of its page: the rules its
 * markup uses (Emotion's critical extraction), written so that the browser does no style work for
 * them while the page hydrates:
 *
 * - The page's rules are one element whose ids are in `data-server-styles`, not `data-emotion`
 *   (see `emotion-cache.ts`: Emotion would move it, and the browser would restyle the page).
 * - Global styles keep `data-emotion` (Emotion's `Global` takes its element over) and carry
 *   `data-s`, Emotion's mark for "already in place", so no cache moves them as it is made.
 * - The ids also name the styles composed into others while rendering (a styled component
 *   wrapping another, such as AppBar around Paper: Emotion serialises the outer one's rules, then
 *   merges them into the inner one's class). No element has such a class, so the extraction
 *   leaves their rules out, and the browser, not knowing them, would compile and insert each one
 *   again during hydration (about 120 unused rules on the home page).
 */
export function createServerStyles(): ServerStyles {
  const cache = createCache({ key: 'css' });
  // Made before rendering: it switches the cache to collecting rules instead of writing style
  // elements into the markup.
  const server = createEmotionServer(cache);
  return { cache, tags: (html) => styleTags(cache, server.extractCriticalToChunks(html).styles) };
}

function styleTags(cache: EmotionCache, styles: { key: string; ids: string[]; css: string }[]) {
  const sent = new Set(styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) => !sent.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return styles
    .map(({ key, ids, css }) => {
      if (key !== cache.key)
        return `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`;
      return `<style ${SERVER_STYLES_ATTRIBUTE}="${[...ids, ...composed].join(' ')}">${css}</style>`;
    })
    .join('');
}

import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Names the Emotion styles a server-rendered page already has (its main `<style>` element, see
 * `server-styles.ts`). Emotion's own attribute (`data-emotion`) is not used for it: every cache
 * made in the browser, starting with the one `@emotion/react` makes as it loads, would move that
 * element to the end of `<head>`, and each move makes the browser build the page's style sheet
 * again and recompute the style of the whole page.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The browser's Emotion cache, counting the server-rendered page's styles as inserted. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ')) {
      cache.inserted[id] = true;
    }
  }
  return cache;
}

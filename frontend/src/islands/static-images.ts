import { ISLAND_ATTRIBUTE } from './constants';

/** An `<img>` with images to fall back on (`SmartImage`) that no hydrated island looks after. */
function staticImage(target: EventTarget | null): HTMLImageElement | null {
  if (!(target instanceof HTMLImageElement) || !target.dataset.fallbacks) return null;
  return target.closest(`[${ISLAND_ATTRIBUTE}][data-hydrated]`) ? null : target;
}

function fallBack(image: HTMLImageElement): void {
  const [next, ...rest] = (image.dataset.fallbacks ?? '').split(' ').filter(Boolean);
  if (!next) return;
  if (rest.length > 0) image.dataset.fallbacks = rest.join(' ');
  else delete image.dataset.fallbacks;
  image.setAttribute('src', next);
}

/**
 * On an islands page the server's images are not React's: one that fails to load takes its next
 * fallback here (as `SmartImage` does in React), also one that failed before this code ran.
 */
export function watchStaticImages(): void {
  document.addEventListener(
    'error',
    (event) => {
      const image = staticImage(event.target);
      if (image) fallBack(image);
    },
    true,
  );
  for (const element of document.querySelectorAll('img[data-fallbacks]')) {
    const image = staticImage(element);
    if (image?.complete && image.naturalWidth === 0) fallBack(image);
  }
}

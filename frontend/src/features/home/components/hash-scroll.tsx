import { ENHANCE_ATTRIBUTE } from '@/lib/dom/enhance';
import { useHashScroll } from '../hooks/use-hash-scroll';

/**
 * The home page scrolled to the section its `#hash` names. Server-rendered, an empty hidden
 * element that names the plain script doing it (`scrollToHash`); rendered by React in the browser,
 * the hook (which also follows navigations within the page).
 */
export function HashScroll() {
  useHashScroll();
  return <span hidden {...{ [ENHANCE_ATTRIBUTE]: 'hash-scroll' }} />;
}

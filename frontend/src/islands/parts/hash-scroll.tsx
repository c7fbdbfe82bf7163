import { useHashScroll } from '@/features/home/hooks/use-hash-scroll';

/** Island without markup: the home page scrolled to the section its `#hash` names. */
export function HashScroll(): null {
  useHashScroll();
  return null;
}

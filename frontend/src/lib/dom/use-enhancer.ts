import { useEffect, type RefObject } from 'react';
import { enhance, type Enhancer } from './enhance';

/**
 * A component's part run by its enhancer (see `enhance.ts`) wherever React renders it: the member
 * pages' app, a page rendered in the browser, an island once hydrated. On an islands page a part
 * that is not in an island is never rendered by React in the browser: the boot script runs the
 * same enhancer on the server's HTML (`data-enhance`).
 */
export function useEnhancer(ref: RefObject<HTMLElement | null>, enhancer: Enhancer): void {
  useEffect(() => {
    const element = ref.current;
    return element ? enhance(element, enhancer) : undefined;
  }, [ref, enhancer]);
}

import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** The row's first item is wholly in view (nothing to scroll back to). */
  start: boolean;
  /** The row's last item is wholly in view (nothing to scroll forward to). */
  end: boolean;
}

/** An item counts as in view from this share of it on (rounding leaves a sliver out). */
const IN_VIEW = 0.99;

/**
 * Which ends of a scrolling row are reached, told by an IntersectionObserver on its first and last
 * items: no layout is read, so neither hydration nor scrolling forces one (reading `scrollLeft`
 * and `scrollWidth` in an effect did, in the middle of the page's first commit). `count` is the
 * number of items, so a new set of items is observed afresh.
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>, count: number): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: true, end: false });

  useEffect(() => {
    const element = row.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let { start, end } = current;
          // In the order observed: of several changes delivered together the latest holds.
          for (const entry of entries) {
            const inView = entry.intersectionRatio >= IN_VIEW;
            if (entry.target === first) start = inView;
            if (entry.target === last) end = inView;
          }
          return start === current.start && end === current.end ? current : { start, end };
        }),
      { root: element, threshold: [IN_VIEW] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [row, count]);

  return edges;
}

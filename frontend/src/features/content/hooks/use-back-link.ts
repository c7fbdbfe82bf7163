import { useCallback, useSyncExternalStore, type MouseEvent } from 'react';
import { isIslandsPage } from '@/islands/constants';
import { previousPage } from '@/islands/page-navigation';
import { useLocation, useNavigate } from 'react-router';

/** Router state a list puts on its links, so the detail page's Back returns to that exact page. */
export interface FromListState {
  from: string;
}

export function fromListState(pathname: string, search: string): FromListState {
  return { from: `${pathname}${search}` };
}

function listPath(state: unknown, listRoot: string): string | null {
  const from = (state as Partial<FromListState> | null)?.from;
  if (typeof from !== 'string') return null;
  const [path] = from.split(/[?#]/);
  return path === listRoot ? from : null;
}

const noSubscription = () => () => undefined;
const referredList = () => (isIslandsPage(document) ? previousPage() : null);

/**
 * Where a detail page's Back button leads: the list page the visitor came from (same page number,
 * and by going back in history, the same scroll position), otherwise the list's first page.
 */
export function useBackLink(listRoot: string) {
  const location = useLocation();
  const navigate = useNavigate();
  // On an islands page (each page a page load) the list is the referrer, once hydrated (the
  // server's link is the list's first page).
  const referred = useSyncExternalStore(noSubscription, referredList, () => null);
  const from = listPath(location.state, listRoot) ?? listPath({ from: referred }, listRoot);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      // Read now: a click replayed right after hydration comes before the referrer's render.
      const back = from ?? listPath({ from: referredList() }, listRoot);
      if (!back || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void navigate(-1);
    },
    [from, listRoot, navigate],
  );

  return { to: from ?? listRoot, onClick };
}

import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from '../nav-items';

function readCookie(): boolean {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

/**
 * The panel's state: open/collapsed on wide screens (kept in a cookie for 7 days), and the
 * slide-over drawer on phones; Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar(isMobile: boolean) {
  const [open, setOpen] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((v) => !v);
      return;
    }
    setOpen((v) => {
      document.cookie = `${SIDEBAR_COOKIE}=${!v}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
      return !v;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { open, mobileOpen, setMobileOpen, toggle };
}

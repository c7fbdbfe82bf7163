import Button from '@mui/material/Button';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollToSection } from '@/lib/dom/scroll-to-section';

interface SectionLinkProps {
  id: string;
  children: ReactNode;
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** On the home page it scrolls smoothly to the section; elsewhere it goes to `/#section`. */
export function SectionLink({ id, children, onNavigate, fullWidth }: SectionLinkProps) {
  const { pathname, search } = useLocation();
  const onHome = pathname === '/';

  const handleClick = (event: MouseEvent) => {
    onNavigate?.();
    if (!onHome) return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    scrollToSection(target);
    window.history.replaceState(null, '', `${search}#${id}`);
  };

  return (
    <Button
      component={Link}
      to={{ pathname: '/', search, hash: `#${id}` }}
      onClick={handleClick}
      color="inherit"
      fullWidth={fullWidth}
      sx={{ justifyContent: fullWidth ? 'flex-start' : 'center', px: 1.25 }}
    >
      {children}
    </Button>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Children, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useReducedMotion } from '@/lib/animation/use-reduced-motion';
import { useScrollEdges } from '@/lib/dom/use-scroll-edges';
import { CAROUSEL_STEP_PX } from '../lib/home-data';

/** A sideways-scrolling row of cards; the arrows move it by 350 px. */
export function CaseStudyCarousel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  const scroller = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const edges = useScrollEdges(scroller, Children.count(children));

  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * CAROUSEL_STEP_PX,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });

  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <IconButton
          aria-label={t('caseStudies.previous')}
          onClick={() => scrollBy(-1)}
          disabled={edges.start}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('caseStudies.next')}
          onClick={() => scrollBy(1)}
          disabled={edges.end}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        ref={scroller}
        role="region"
        aria-label={t('caseStudies.carouselLabel')}
        tabIndex={0}
        data-testid="case-study-carousel"
        sx={{
          display: 'flex',
          gap: 3,
          overflowX: 'auto',
          pb: 2,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        {Children.map(children, (child) => (
          <Box sx={{ flex: '0 0 auto', width: { xs: '85%', sm: 340 } }}>{child}</Box>
        ))}
      </Box>
    </div>
  );
}

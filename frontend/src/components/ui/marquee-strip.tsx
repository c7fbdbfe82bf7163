import Box from '@mui/material/Box';
import type { CSSProperties, ReactNode } from 'react';
import { marqueeLoopDuration } from '@/lib/animation/marquee-loop';

/** Space between two items, and after the last one so that the two copies join seamlessly. */
const GAP_PX = 24;

interface MarqueeStripProps<T> {
  items: readonly T[];
  /** Distance moved per frame of a 60 Hz display (the spec counts in frames). */
  pxPerFrame: number;
  /** Accessible name of the strip. */
  label: string;
  itemKey: (item: T) => string;
  /** The rendered width of an item, in px: with the gaps it sets the loop's duration. */
  itemWidth: (item: T) => number;
  /** `copy` is true for the second, decorative copy that makes the loop seamless. */
  renderItem: (item: T, copy: boolean) => ReactNode;
}

/**
 * A strip that scrolls sideways by itself in an endless loop, as a CSS animation: the track holds
 * the items twice (in the server's HTML) and moves left by half its width, one copy, then starts
 * again where it looks the same. The compositor runs it; no script runs per frame and nothing is
 * measured. It pauses while hovered, touched or focused within, and stands still under reduced
 * motion.
 */
export function MarqueeStrip<T>({
  items,
  pxPerFrame,
  label,
  itemKey,
  itemWidth,
  renderItem,
}: MarqueeStripProps<T>) {
  const duration = marqueeLoopDuration(items.map(itemWidth), GAP_PX, pxPerFrame);
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        overflow: 'hidden',
        maskImage: 'linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent)',
        '&:hover > [data-marquee-track], &:active > [data-marquee-track], &:focus-within > [data-marquee-track]':
          { animationPlayState: 'paused' },
      }}
    >
      <Box
        data-marquee-track=""
        style={{ '--marquee-duration': duration } as CSSProperties}
        sx={{
          display: 'flex',
          width: 'max-content',
          willChange: 'transform',
          animation:
            items.length > 0 ? 'marquee-loop var(--marquee-duration) linear infinite' : 'none',
          '@keyframes marquee-loop': {
            from: { transform: 'translate3d(0, 0, 0)' },
            to: { transform: 'translate3d(-50%, 0, 0)' },
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {[false, true].map((copy) => (
          <Box
            key={String(copy)}
            component="ul"
            aria-hidden={copy || undefined}
            sx={{
              display: 'flex',
              gap: `${GAP_PX}px`,
              listStyle: 'none',
              m: 0,
              p: 0,
              pr: `${GAP_PX}px`,
            }}
          >
            {items.map((item) => (
              <Box component="li" key={itemKey(item)} sx={{ flex: '0 0 auto' }}>
                {renderItem(item, copy)}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

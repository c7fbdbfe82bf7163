import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useFrameLoop } from '@/lib/animation/use-frame-loop';

interface MarqueeStripProps<T> {
  items: readonly T[];
  /** Distance moved per animation frame (the spec counts in frames, not seconds). */
  pxPerFrame: number;
  /** Accessible name of the strip. */
  label: string;
  itemKey: (item: T) => string;
  /** `copy` is true for the second, decorative copy that makes the loop seamless. */
  renderItem: (item: T, copy: boolean) => ReactNode;
  pauseOnHover?: boolean;
}

/**
 * A strip that scrolls sideways by itself in an endless loop. The offset lives in a ref and is
 * written to the track's transform each frame; it stops off screen, in a hidden tab, on hover or
 * touch (when asked) and entirely under reduced motion (see `useFrameLoop`).
 */
export function MarqueeStrip<T>({
  items,
  pxPerFrame,
  label,
  itemKey,
  renderItem,
  pauseOnHover = false,
}: MarqueeStripProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const paused = useRef(false);
  // Width of one copy of the items. Measured when the track's size changes, never in a frame:
  // reading layout right after writing a transform would force a layout on every frame.
  const loopWidth = useRef(0);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => (loopWidth.current = element.scrollWidth / 2);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [items]);

  const onFrame = useCallback(() => {
    const element = track.current;
    if (!element || paused.current || loopWidth.current <= 0) return;
    offset.current = (offset.current + pxPerFrame) % loopWidth.current;
    element.style.transform = `translate3d(${-offset.current}px, 0, 0)`;
  }, [pxPerFrame]);
  useFrameLoop(viewport, onFrame, items.length > 0);

  const pause = pauseOnHover ? () => (paused.current = true) : undefined;
  const resume = pauseOnHover ? () => (paused.current = false) : undefined;

  return (
    <Box
      ref={viewport}
      role="region"
      aria-label={label}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onTouchStart={pause}
      onTouchEnd={resume}
      onTouchCancel={resume}
      sx={{
        overflow: 'hidden',
        maskImage: 'linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent)',
      }}
    >
      <Box
        ref={track}
        data-marquee-track=""
        sx={{ display: 'flex', width: 'max-content', willChange: 'transform' }}
      >
        {[false, true].map((copy) => (
          <Box
            key={String(copy)}
            component="ul"
            aria-hidden={copy || undefined}
            sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0, pr: 3 }}
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

import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

interface LogoTileProps {
  src: string;
  name: string;
  width: number;
  height: number;
  /** Decorative copies (a marquee's second loop) are hidden from assistive technology. */
  decorative?: boolean;
}

/**
 * A logo image; if it fails to load, a placeholder tile showing the name takes its place, in the
 * image's own box (`width` × `height`): nothing around it moves, and a marquee's two copies stay
 * the same width whichever of them has found out so far.
 */
export function LogoTile({ src, name, width, height, decorative = false }: LogoTileProps) {
  const [failed, setFailed] = useState(false);
  // A server-rendered logo can fail before React is there to hear its error event.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <Box
        data-logo-placeholder=""
        sx={{
          boxSizing: 'border-box',
          height,
          width,
          px: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          color: 'text.secondary',
          fontSize: '0.8125rem',
          fontWeight: 700,
          lineHeight: 1.2,
          textAlign: 'center',
        }}
      >
        {name}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      ref={image}
      src={src}
      alt={decorative ? '' : name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ display: 'block', height, width: 'auto' }}
    />
  );
}

import type { SxProps, Theme } from '@mui/material/styles';
import { SmartImage } from './smart-image';

interface CoverImageProps {
  src: string | null | undefined;
  /** The category image shown when `src` fails (then the default image). */
  fallback: string;
  /** In the first screenful (possibly the largest paint): loaded at once, at high priority. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A decorative 16:9 cover (1200×675, cropped to fill) for cards and article headers. */
export function CoverImage({ src, fallback, eager = false, sx = [] }: CoverImageProps) {
  return (
    <SmartImage
      src={src}
      fallback={fallback}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

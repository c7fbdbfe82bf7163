import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { DEFAULT_IMAGE, resolveImageUrl } from '@fabrion/shared';

type SmartImageProps = Omit<BoxProps<'img'>, 'src' | 'onError'> & {
  /** The stored path: empty, relative (public storage), a signed link or a URL. */
  src: string | null | undefined;
  alt: string;
  /** Used when the image fails to load (a category image); then the default image. */
  fallback?: string;
  bucket?: string;
};

/** An <img> that follows the site's image rules and never shows a broken image. */
export function SmartImage({ src, fallback, bucket, alt, ...rest }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string[]>([]);
  const candidates = [resolveImageUrl(src, bucket), fallback, DEFAULT_IMAGE].filter(
    (value, index, all): value is string => Boolean(value) && all.indexOf(value) === index,
  );
  const current = candidates.find((candidate) => !failedSrc.includes(candidate)) ?? DEFAULT_IMAGE;

  const markFailed = (failed: string | null) => {
    if (failed && failed !== DEFAULT_IMAGE) setFailedSrc((list) => [...list, failed]);
  };
  const onError = (event: SyntheticEvent<HTMLImageElement>) =>
    markFailed(event.currentTarget.getAttribute('src'));

  // A server-rendered image can fail before React is there to hear its error event.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (
      element?.complete &&
      element.naturalWidth === 0 &&
      element.getAttribute('src') === current
    ) {
      markFailed(current);
    }
  }, [current]);

  return (
    <Box
      component="img"
      ref={image}
      src={current}
      alt={alt}
      onError={onError}
      // The next images to try, for an image no island hydrates (`islands/static-images.ts`).
      data-fallbacks={candidates.slice(candidates.indexOf(current) + 1).join(' ') || undefined}
      decoding="async"
      {...rest}
    />
  );
}

/**
 * The image rules of the site: an empty path gives the default image, a relative path is read from
 * the public storage location, a signed storage link is rewritten to its public form.
 * (A load failure falls back to a category image; that part happens in the browser.)
 */
export const DEFAULT_IMAGE = '/images/default.svg';
export const PUBLIC_STORAGE_PATH = '/storage/v1/object/public';

const SIGNED_SEGMENT = '/storage/v1/object/sign/';

export function resolveImageUrl(path: string | null | undefined, bucket = 'uploads'): string {
  const value = (path ?? '').trim();
  if (!value) return DEFAULT_IMAGE;
  if (value.includes(SIGNED_SEGMENT)) {
    const [withoutQuery] = value.split('?');
    return withoutQuery!.replace(SIGNED_SEGMENT, `${PUBLIC_STORAGE_PATH}/`);
  }
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) {
    return value;
  }
  return `${PUBLIC_STORAGE_PATH}/${bucket}/${value.replace(/^\.?\//, '')}`;
}

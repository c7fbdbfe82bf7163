/** Largest resource file accepted (checked on the server while the body streams in). */
export const RESOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** How many first bytes the type checks read. */
export const RESOURCE_SNIFF_BYTES = 12;

/** The upload allowlist: content type → stored extension and the file's first bytes. */
export const RESOURCE_FILE_TYPES: Record<
  string,
  { ext: string; sniff: (head: Buffer) => boolean }
> = {
  'application/pdf': { ext: '.pdf', sniff: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
  'image/png': {
    ext: '.png',
    sniff: (h) => h.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  'image/jpeg': { ext: '.jpg', sniff: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  'image/webp': {
    ext: '.webp',
    sniff: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export const FILE_TYPE_MESSAGE = 'file must be a PDF, PNG, JPEG or WebP';
export const FILE_CONTENT_MESSAGE = 'file content does not match its type';
export const FILE_SIZE_MESSAGE = `file must be at most ${RESOURCE_FILE_MAX_BYTES / 1024 / 1024} MB`;
export const FILE_EMPTY_MESSAGE = 'file must not be empty';

/** Names the stored files: a UUID and the type's extension, never the uploader's name. */
export const GENERATED_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|webp)$/;

/** The content type without parameters, lower-cased. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A page's code did not arrive (offline, a deploy replaced the chunk). Trying again means loading
 * the document afresh, which the error screen's Try Again does for this error.
 */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';

  constructor(cause: unknown) {
    super('The page could not be loaded', { cause });
  }
}

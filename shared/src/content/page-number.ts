/** Deepest page a list may be asked for (keeps the API's OFFSET scans bounded). */
export const MAX_PAGE = 10_000;

/**
 * The page a `?page=` value names: a whole number from 1 to MAX_PAGE; anything else (missing,
 * not a number, out of range) is page 1, as the lists show it.
 */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,5}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

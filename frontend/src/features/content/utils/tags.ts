/** Tags a card shows before folding the rest into "+N more". */
export const CARD_TAG_LIMIT = 3;

export interface VisibleTags {
  shown: string[];
  /** How many more tags there are ("+N more"); 0 when all are shown. */
  more: number;
}

/** The first `limit` distinct, non-blank tags, and how many others are hidden. */
export function visibleTags(tags: readonly string[], limit = CARD_TAG_LIMIT): VisibleTags {
  const distinct = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
  return { shown: distinct.slice(0, limit), more: Math.max(0, distinct.length - limit) };
}

/** A published item's address key (slug or case id) and when it last changed (ISO time). */
export interface SitemapEntry {
  key: string;
  updatedAt: string;
}

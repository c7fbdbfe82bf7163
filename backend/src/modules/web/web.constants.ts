export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const STATIC_CACHE = 'public, max-age=3600';
export const NO_CACHE = 'no-cache';
export const SITEMAP_CACHE = 'public, max-age=3600';

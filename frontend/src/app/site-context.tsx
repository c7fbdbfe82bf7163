import { createContext, useContext, type ReactNode } from 'react';

export interface SiteSettings {
  /** The site's public origin (no trailing slash), for canonical and Open Graph URLs. */
  publicUrl: string;
}

/** Until server rendering says otherwise, the page's own origin (or the local default in tests). */
const DEFAULT_SITE: SiteSettings = {
  publicUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
};

const SiteContext = createContext<SiteSettings>(DEFAULT_SITE);

export function SiteProvider({ value, children }: { value: SiteSettings; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteSettings {
  return useContext(SiteContext);
}

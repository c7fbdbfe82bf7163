import type { ContactLeadContext } from '@fabrion/shared';

const KEY = 'fabrion.leadContext';
const UTM = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

/**
 * First touch: the UTM parameters, referrer and landing page of the visitor's first page view,
 * kept in localStorage across page views. Call from an effect (never at module load: SSR).
 */
export function captureLeadContext(): void {
  try {
    if (window.localStorage.getItem(KEY)) return;
    const url = new URL(window.location.href);
    const context: ContactLeadContext = {
      landingPage: `${url.pathname}${url.search}`.slice(0, 500),
    };
    for (const [param, field] of Object.entries(UTM)) {
      const value = url.searchParams.get(param);
      if (value) context[field] = value.slice(0, 500);
    }
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== url.origin)
      context.referrer = referrer.slice(0, 500);
    window.localStorage.setItem(KEY, JSON.stringify(context));
  } catch {
    // Storage disabled (privacy mode): the form still works without attribution.
  }
}

export function readLeadContext(): ContactLeadContext | undefined {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ContactLeadContext) : undefined;
  } catch {
    return undefined;
  }
}

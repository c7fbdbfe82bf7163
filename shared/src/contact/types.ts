import type { ContactInterest } from './rules.js';

/** First-touch attribution the browser keeps across page views and sends with the form. */
export interface ContactLeadContext {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer?: string;
  landingPage?: string;
}

export const LEAD_CONTEXT_MAX = 500;

/** `POST /api/contact` body. `website` is the honeypot (must stay empty). */
export interface ContactSubmissionRequest {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  interest: ContactInterest;
  message: string;
  website?: string;
  /** Milliseconds between the form's first render and submit. */
  fillTimeMs?: number;
  context?: ContactLeadContext;
}

export interface ContactSubmissionResponse {
  id: string;
}

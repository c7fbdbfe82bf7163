import { cookiePolicy } from './cookie-policy';
import { privacyPolicy } from './privacy-policy';
import { terms } from './terms';
import type { LegalDocument } from './types';

export type { LegalBlock, LegalDocument, LegalSection } from './types';

export const LEGAL_DOCUMENTS = {
  privacy: privacyPolicy,
  terms,
  cookies: cookiePolicy,
} satisfies Record<string, LegalDocument>;

export type LegalKind = keyof typeof LEGAL_DOCUMENTS;

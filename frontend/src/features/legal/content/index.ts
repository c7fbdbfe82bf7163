export type { LegalBlock, LegalDocument, LegalSection } from './types';

/** The three legal documents. */
export const LEGAL_KINDS = ['privacy', 'terms', 'cookies'] as const;

export type LegalKind = (typeof LEGAL_KINDS)[number];

/**
 * The page namespace that holds a document's body (`locales/<language>/legal-texts/<kind>.json`);
 * `{product}` and `{email}` in it are filled in when rendered.
 */
export function legalTextsNamespace(kind: LegalKind): string {
  return `legal-texts/${kind}`;
}

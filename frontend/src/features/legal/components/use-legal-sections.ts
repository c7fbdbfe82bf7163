import { use } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { legalTextsNamespace, type LegalKind, type LegalSection } from '../content';

/**
 * The sections of a legal document in the current language; suspends while they are fetched
 * (see `pageNamespaces`).
 */
export function useLegalSections(kind: LegalKind): LegalSection[] {
  const namespace = legalTextsNamespace(kind);
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, use(pageNamespaces.read!(language, namespace)));
  }
  return t('sections', { returnObjects: true }) as LegalSection[];
}

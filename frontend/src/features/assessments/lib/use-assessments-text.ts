import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const ASSESSMENTS_NAMESPACE = 'portal/assessments';

/**
 * The assessment pages' texts in the current language; suspends while they are fetched (see
 * `pageNamespaces`).
 */
export function useAssessmentsText() {
  const { t, i18n } = useTranslation(ASSESSMENTS_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, ASSESSMENTS_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      ASSESSMENTS_NAMESPACE,
      use(pageNamespaces.read!(language, ASSESSMENTS_NAMESPACE)),
    );
  }
  return { t, language };
}

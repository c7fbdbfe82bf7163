import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const TUTOR_NAMESPACE = 'portal/tutor';

/** The tutor chat's texts in the current language; suspends while they are fetched (see `pageNamespaces`). */
export function useTutorText() {
  const { t, i18n } = useTranslation(TUTOR_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, TUTOR_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      TUTOR_NAMESPACE,
      use(pageNamespaces.read!(language, TUTOR_NAMESPACE)),
    );
  }
  return { t, language };
}

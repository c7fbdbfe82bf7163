import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const AUTH_NAMESPACE = 'portal/auth';

/** The sign-in, setup and reset pages' texts in the current language; suspends while they are fetched (see `pageNamespaces`). */
export function useAuthText() {
  const { t, i18n } = useTranslation(AUTH_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, AUTH_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      AUTH_NAMESPACE,
      use(pageNamespaces.read!(language, AUTH_NAMESPACE)),
    );
  }
  return { t, language };
}

import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const MEMBER_NAMESPACE = 'portal/member';

/** The member layout's, dashboard's and profile's texts in the current language; suspends while they are fetched (see `pageNamespaces`). */
export function useMemberText() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, MEMBER_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      MEMBER_NAMESPACE,
      use(pageNamespaces.read!(language, MEMBER_NAMESPACE)),
    );
  }
  return { t, language };
}

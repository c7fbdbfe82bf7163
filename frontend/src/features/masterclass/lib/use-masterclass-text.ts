import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const MASTERCLASS_NAMESPACE = 'portal/masterclass';

/** The masterclass page's texts in the current language; suspends while they are fetched (see `pageNamespaces`). */
export function useMasterclassText() {
  const { t, i18n } = useTranslation(MASTERCLASS_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, MASTERCLASS_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      MASTERCLASS_NAMESPACE,
      use(pageNamespaces.read!(language, MASTERCLASS_NAMESPACE)),
    );
  }
  return { t, language };
}

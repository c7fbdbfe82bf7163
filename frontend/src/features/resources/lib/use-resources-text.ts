import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const RESOURCES_NAMESPACE = 'portal/resources';

/** The resource pages' texts in the current language; suspends while they are fetched. */
export function useResourcesText() {
  const { t, i18n } = useTranslation(RESOURCES_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, RESOURCES_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      RESOURCES_NAMESPACE,
      use(pageNamespaces.read!(language, RESOURCES_NAMESPACE)),
    );
  }
  return { t, language };
}

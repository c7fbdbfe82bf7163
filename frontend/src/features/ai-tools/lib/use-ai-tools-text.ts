import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';

export const AI_TOOLS_NAMESPACE = 'portal/ai-tools';

/** The AI pages' texts in the current language; suspends while they are fetched. */
export function useAiToolsText() {
  const { t, i18n } = useTranslation(AI_TOOLS_NAMESPACE);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, AI_TOOLS_NAMESPACE)) {
    i18n.addResourceBundle(
      language,
      AI_TOOLS_NAMESPACE,
      use(pageNamespaces.read!(language, AI_TOOLS_NAMESPACE)),
    );
  }
  return { t, language };
}

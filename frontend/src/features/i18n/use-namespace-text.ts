import { use } from 'react';
import type { Language } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { pageNamespaces } from './namespaces';

/** The member portal's page namespaces (`locales/<language>/portal/*.json`; tested). */
export const PORTAL_NAMESPACES = [
  'portal/ai-tools',
  'portal/assessments',
  'portal/auth',
  'portal/masterclass',
  'portal/member',
  'portal/resources',
  'portal/tutor',
] as const;

export type PortalNamespace = (typeof PORTAL_NAMESPACES)[number];

/**
 * A portal namespace's texts in the current language; suspends while they are fetched (see
 * `pageNamespaces`). Import it from this file, not from the folder's index: the entry chunk
 * imports the index, and only member pages use this hook.
 */
export function useNamespaceText(namespace: PortalNamespace) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, use(pageNamespaces.read!(language, namespace)));
  }
  return { t, language };
}

import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const MASTERCLASS_NAMESPACE = 'portal/masterclass' satisfies PortalNamespace;

/** The masterclass page's texts in the current language; suspends while they are fetched. */
export const useMasterclassText = () => useNamespaceText(MASTERCLASS_NAMESPACE);

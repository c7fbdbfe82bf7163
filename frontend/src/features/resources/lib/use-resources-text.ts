import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const RESOURCES_NAMESPACE = 'portal/resources' satisfies PortalNamespace;

/** The resource pages' texts in the current language; suspends while they are fetched. */
export const useResourcesText = () => useNamespaceText(RESOURCES_NAMESPACE);

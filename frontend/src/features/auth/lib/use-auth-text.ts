import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const AUTH_NAMESPACE = 'portal/auth' satisfies PortalNamespace;

/** The sign-in, setup and reset pages' texts in the current language; suspends while they are fetched. */
export const useAuthText = () => useNamespaceText(AUTH_NAMESPACE);

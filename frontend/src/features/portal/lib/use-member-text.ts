import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const MEMBER_NAMESPACE = 'portal/member' satisfies PortalNamespace;

/** The member layout's, dashboard's and profile's texts in the current language; suspends while they are fetched. */
export const useMemberText = () => useNamespaceText(MEMBER_NAMESPACE);

import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const TUTOR_NAMESPACE = 'portal/tutor' satisfies PortalNamespace;

/** The tutor chat's texts in the current language; suspends while they are fetched. */
export const useTutorText = () => useNamespaceText(TUTOR_NAMESPACE);

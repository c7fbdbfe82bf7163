import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const ASSESSMENTS_NAMESPACE = 'portal/assessments' satisfies PortalNamespace;

/** The assessment pages' texts in the current language; suspends while they are fetched. */
export const useAssessmentsText = () => useNamespaceText(ASSESSMENTS_NAMESPACE);

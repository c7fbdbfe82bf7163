import { useNamespaceText, type PortalNamespace } from '@/features/i18n/use-namespace-text';

export const AI_TOOLS_NAMESPACE = 'portal/ai-tools' satisfies PortalNamespace;

/** The AI pages' texts in the current language; suspends while they are fetched. */
export const useAiToolsText = () => useNamespaceText(AI_TOOLS_NAMESPACE);

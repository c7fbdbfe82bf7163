/** The AI copilots, solutions and prompts pages: their fixed shape (texts live in the locales). */

export const COPILOT_IDS = ['maas', 'development', 'operations', 'business'] as const;
export type CopilotId = (typeof COPILOT_IDS)[number];

/** Spec: six solution areas and how many solutions each holds. */
export const AI_SOLUTIONS = [
  { id: 'computerVision', count: 8 },
  { id: 'conversationalAi', count: 12 },
  { id: 'bigDataAnalytics', count: 7 },
  { id: 'iotIntegration', count: 5 },
  { id: 'globalInsights', count: 9 },
  { id: 'cloudOperations', count: 6 },
] as const;

/** Spec: four prompt templates and their categories. */
export const AI_PROMPTS = [
  { id: 'marketAnalysis', category: 'business' },
  { id: 'contentGeneration', category: 'marketing' },
  { id: 'technicalDocumentation', category: 'development' },
  { id: 'dataAnalysis', category: 'analytics' },
] as const;

/** What the AI pages link to (`GET /api/ai-tools/links`, from the server's configuration). */
export interface AiToolLinks {
  copilots: Record<CopilotId, string>;
  premiumUrl: string;
  communityLinks: { whatsapp: string; youtube: string; linkedin: string; x: string };
}

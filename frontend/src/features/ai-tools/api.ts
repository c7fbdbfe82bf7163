import type { AiToolLinks } from '@fabrion/shared';
import { api } from '@/lib/api';

/** The AI pages' external links, from the server's configuration. */
export const aiToolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAiToolLinks: build.query<AiToolLinks, void>({ query: () => 'ai-tools/links' }),
  }),
});

export const { useGetAiToolLinksQuery } = aiToolsApi;

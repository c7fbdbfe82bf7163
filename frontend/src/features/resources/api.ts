import type { ResourceCategory, ResourceDetail, ResourcePage } from '@fabrion/shared';
import { api } from '@/lib/api';

export interface ResourceListArgs {
  category?: ResourceCategory;
  q?: string;
  page: number;
}

/** The member resource library: pages of cards, one resource, its file. */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<ResourcePage, ResourceListArgs>({
      query: ({ category, q, page }) => ({
        url: 'resources',
        params: {
          page,
          ...(category ? { category } : {}),
          ...(q ? { q } : {}),
        },
      }),
    }),
    getResource: build.query<ResourceDetail, string>({
      query: (slug) => `resources/${encodeURIComponent(slug)}`,
    }),
    /** The file as an object URL (with the session's token; the caller opens and revokes it). */
    openResourceFile: build.mutation<string, string>({
      query: (slug) => ({
        url: `resources/${encodeURIComponent(slug)}/file`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const { useGetResourcesQuery, useGetResourceQuery, useOpenResourceFileMutation } =
  resourcesApi;

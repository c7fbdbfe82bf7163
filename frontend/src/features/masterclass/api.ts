import type {
  MasterclassCourse,
  MasterclassProgress,
  SaveLessonProgressRequest,
} from '@fabrion/shared';
import { api } from '@/lib/api';

/** The course (kept 5 minutes, as the server's Cache-Control says) and the member's progress. */
export const masterclassApi = api
  .enhanceEndpoints({ addTagTypes: ['MasterclassProgress'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMasterclass: build.query<MasterclassCourse, void>({
        query: () => 'masterclass',
        keepUnusedDataFor: 300,
      }),
      getMasterclassProgress: build.query<MasterclassProgress, void>({
        query: () => 'masterclass/progress',
        providesTags: ['MasterclassProgress'],
      }),
      saveLessonProgress: build.mutation<
        MasterclassProgress,
        SaveLessonProgressRequest & { lessonId: string }
      >({
        query: ({ lessonId, ...body }) => ({
          url: `masterclass/progress/lessons/${encodeURIComponent(lessonId)}`,
          method: 'PUT',
          body,
        }),
        // The answer is the new progress: no second request.
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              masterclassApi.util.upsertQueryData('getMasterclassProgress', undefined, data),
            );
          } catch {
            // the page reports the failure
          }
        },
      }),
    }),
  });

export const {
  useGetMasterclassQuery,
  useGetMasterclassProgressQuery,
  useSaveLessonProgressMutation,
} = masterclassApi;

import type {
  AssessmentHistoryPage,
  AssessmentLatestEntry,
  AssessmentProgress,
  AssessmentResultDetail,
  AssessmentType,
  Language,
  SaveAssessmentProgressRequest,
  SaveAssessmentRequest,
} from '@fabrion/shared';
import { api } from '@/lib/api';

const HISTORY_PAGE_SIZE = 50;

/** The member's assessments: scorecard, history, one result, the run in progress, the report. */
export const assessmentsApi = api
  .enhanceEndpoints({ addTagTypes: ['Assessments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getLatestAssessments: build.query<AssessmentLatestEntry[], void>({
        query: () => 'assessments/latest',
        providesTags: ['Assessments'],
      }),
      getAssessmentHistory: build.query<AssessmentHistoryPage, AssessmentType>({
        query: (type) => `assessments/${type}/results?pageSize=${HISTORY_PAGE_SIZE}`,
        providesTags: ['Assessments'],
      }),
      getAssessmentResult: build.query<
        AssessmentResultDetail,
        { type: AssessmentType; id: string }
      >({ query: ({ type, id }) => `assessments/${type}/results/${encodeURIComponent(id)}` }),
      /** 404 means no run in progress. */
      getAssessmentProgress: build.query<AssessmentProgress, AssessmentType>({
        query: (type) => `assessments/${type}/progress`,
        keepUnusedDataFor: 0,
      }),
      saveAssessmentProgress: build.mutation<
        AssessmentProgress,
        SaveAssessmentProgressRequest & { type: AssessmentType }
      >({
        query: ({ type, ...body }) => ({
          url: `assessments/${type}/progress`,
          method: 'PUT',
          body,
        }),
      }),
      clearAssessmentProgress: build.mutation<void, AssessmentType>({
        query: (type) => ({ url: `assessments/${type}/progress`, method: 'DELETE' }),
      }),
      saveAssessmentResult: build.mutation<
        AssessmentResultDetail,
        SaveAssessmentRequest & { type: AssessmentType }
      >({
        query: ({ type, ...body }) => ({
          url: `assessments/${type}/results`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Assessments'],
      }),
      /** The PDF as an object URL (the caller downloads and revokes it). */
      downloadAssessmentReport: build.mutation<
        string,
        { type: AssessmentType; id: string; language: Language; timeZone: string }
      >({
        query: ({ type, id, language, timeZone }) => ({
          url: `assessments/${type}/results/${encodeURIComponent(id)}/report?lang=${language}&tz=${encodeURIComponent(timeZone)}`,
          responseHandler: async (response) =>
            response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
        }),
      }),
    }),
  });

export const {
  useGetLatestAssessmentsQuery,
  useGetAssessmentHistoryQuery,
  useGetAssessmentResultQuery,
  useGetAssessmentProgressQuery,
  useSaveAssessmentProgressMutation,
  useClearAssessmentProgressMutation,
  useSaveAssessmentResultMutation,
  useDownloadAssessmentReportMutation,
} = assessmentsApi;

import type { ContactSubmissionRequest, ContactSubmissionResponse } from '@fabrion/shared';
import { api } from '@/lib/api';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitContact: build.mutation<ContactSubmissionResponse, ContactSubmissionRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitContactMutation } = contactApi;

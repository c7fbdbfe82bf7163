import type { ContactSubmissionRequest, ContactSubmissionResponse } from '@fabrion/shared';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { AppThunk } from '@/app/store';
import { type JsonResult, requestJson } from '@/lib/request-json';

/** Posts the contact form through the store, so it uses the store's `fetch` and base URL. */
const postContact =
  (body: ContactSubmissionRequest): AppThunk<Promise<JsonResult<ContactSubmissionResponse>>> =>
  (_dispatch, _getState, extra) =>
    requestJson(extra, 'contact', { method: 'POST', body });

/**
 * Sends the contact form: `submit(body)` resolves with the API's answer or throws its error (RTK
 * Query's error shape, for `apiErrorBody`); `isLoading` is true meanwhile.
 */
export function useSubmitContact() {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const submit = useCallback(
    async (body: ContactSubmissionRequest): Promise<ContactSubmissionResponse> => {
      setLoading(true);
      try {
        const result = await dispatch(postContact(body));
        if (result.error) throw result.error;
        return result.data;
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );
  return { submit, isLoading };
}

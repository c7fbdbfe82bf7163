import { fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getToken, refresh } from './session';

/** Every admin call carries the staff access token; a 401 refreshes it once and retries. */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const withToken = (): fetchUtils.Options => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return { ...options, headers };
  };
  try {
    return await fetchUtils.fetchJson(url, withToken());
  } catch (error) {
    if ((error as { status?: number }).status === 401 && (await refresh()))
      return fetchUtils.fetchJson(url, withToken());
    throw error;
  }
}

/**
 * The admin API contract: `GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,24]&filter={}`
 * answering the list with a `Content-Range: <resource> 0-24/<total>` header, plus the usual
 * `GET|PUT|DELETE /api/admin/<resource>/:id` and `POST /api/admin/<resource>`.
 */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);

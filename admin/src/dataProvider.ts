import type { MemberCourseProgress, MemberResourceDownloads } from '@fabrion/shared';
import { type DataProvider, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getToken, refresh } from './session';

/** Every admin call carries the staff access token; a 401 refreshes it once and retries. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
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

/** Fields the server computes: never sent back. */
const READ_ONLY = new Set(['createdAt', 'updatedAt', 'status', 'lastSignInAt', 'publishedOn']);
/** Resources whose `status` is staff's to set (a lead's triage), not computed by the server. */
const STATUS_WRITABLE = new Set(['leads']);

/** The fields an edit changed (the API takes partial updates and refuses unknown fields). */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> = {},
  resource = '',
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY.has(key) && !(key === 'status' && STATUS_WRITABLE.has(resource))) continue;
    if (key === 'id' && value === previous.id) continue;
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changes[key] = value;
  }
  return changes;
}

export interface SessionRow {
  id: string;
  createdAt: string;
  lastActivityAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface LatestAssessment {
  type: string;
  completed: number;
  latest: { totalScore: number; createdAt: string } | null;
}

export interface PreviewLink {
  /** The public page's address with its preview token, e.g. `/blog/<slug>?preview=…`. */
  url: string;
  expiresAt: string;
}

export interface BackOfficeDataProvider extends DataProvider {
  assessments(userId: string): Promise<LatestAssessment[]>;
  courseProgress(userId: string): Promise<MemberCourseProgress>;
  resourceDownloads(userId: string): Promise<MemberResourceDownloads>;
  accountAction(id: string, action: 'resend-invitation' | 'disable' | 'enable'): Promise<void>;
  changeRole(id: string, role: string): Promise<void>;
  sessions(userId: string): Promise<SessionRow[]>;
  revokeSession(userId: string, sessionId: string): Promise<void>;
  revokeAllSessions(userId: string): Promise<number>;
  /** A short-lived link to the public page of a saved post or case study, whatever its status. */
  previewLink(resource: 'posts' | 'case-studies', id: string): Promise<PreviewLink>;
  /** One step up or down among its siblings, or to a place among them (from 0: a drag's drop). */
  move(
    resource: 'masterclass-sections' | 'masterclass-lessons',
    id: string,
    to: 'up' | 'down' | number,
  ): Promise<void>;
}

const API = '/api/admin';
const base = simpleRestProvider(API, httpClient);
const path = (id: string) => encodeURIComponent(id);

/**
 * The admin API contract: `GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,24]&filter={}`
 * answering the list with a `Content-Range: <resource> 0-24/<total>` header, `GET|PATCH|DELETE
 * /api/admin/<resource>/:id` (PATCH with the changed fields only), `POST /api/admin/<resource>`,
 * and the account and preview actions below.
 */
export const dataProvider: BackOfficeDataProvider = {
  ...base,
  /** References (a lesson's section): one GET per id, as the list contract has no id filter. */
  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map(
        async (id) => (await httpClient(`${API}/${resource}/${path(String(id))}`)).json,
      ),
    );
    return { data };
  },
  async update(resource, params) {
    const changes = changedFields(params.data, params.previousData, resource);
    const { json } = await httpClient(`${API}/${resource}/${path(String(params.id))}`, {
      method: 'PATCH',
      body: JSON.stringify(changes),
    });
    return { data: json };
  },
  async delete(resource, params) {
    await httpClient(`${API}/${resource}/${path(String(params.id))}`, { method: 'DELETE' });
    return { data: params.previousData ?? { id: params.id } } as never;
  },
  async accountAction(id, action) {
    await httpClient(`${API}/users/${path(id)}/${action}`, { method: 'POST' });
  },
  async changeRole(id, role) {
    await httpClient(`${API}/users/${path(id)}/role`, {
      method: 'PATCH',
      body: JSON.stringify({ role }),
    });
  },
  async assessments(userId) {
    return (await httpClient(`${API}/users/${path(userId)}/assessments`))
      .json as LatestAssessment[];
  },
  async courseProgress(userId) {
    return (await httpClient(`${API}/users/${path(userId)}/course-progress`))
      .json as MemberCourseProgress;
  },
  async resourceDownloads(userId) {
    return (await httpClient(`${API}/users/${path(userId)}/resource-downloads`))
      .json as MemberResourceDownloads;
  },
  async sessions(userId) {
    return (await httpClient(`${API}/users/${path(userId)}/sessions`)).json as SessionRow[];
  },
  async revokeSession(userId, sessionId) {
    await httpClient(`${API}/users/${path(userId)}/sessions/${path(sessionId)}`, {
      method: 'DELETE',
    });
  },
  async revokeAllSessions(userId) {
    const { json } = await httpClient(`${API}/users/${path(userId)}/sessions/revoke-all`, {
      method: 'POST',
    });
    return (json as { ended: number }).ended;
  },
  async previewLink(resource, id) {
    const { json } = await httpClient(`${API}/${resource}/${path(id)}/preview`, {
      method: 'POST',
    });
    return json as PreviewLink;
  },
  async move(resource, id, to) {
    await httpClient(`${API}/${resource}/${path(id)}/move`, {
      method: 'POST',
      body: JSON.stringify(typeof to === 'number' ? { position: to } : { direction: to }),
    });
  },
};

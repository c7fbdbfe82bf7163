import type { AuthUser, DeviceFingerprint, Language, SessionSummary } from '@fabrion/shared';
import { api } from '@/lib/api';

export interface ProfileArgs {
  fullName: string;
  phoneNumber?: string | null;
  specialization?: string | null;
}

export interface PortalConfig {
  communityLinks: { whatsapp: string; youtube: string; linkedin: string; x: string };
  idleTimeoutMs: number;
}

/** The signed-in member's own data: who am I, profile, sessions, password, activity. */
export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<AuthUser, void>({ query: () => 'auth/me', providesTags: ['Me'] }),
    getPortalConfig: build.query<PortalConfig, void>({ query: () => 'auth/config' }),
    updateProfile: build.mutation<AuthUser, ProfileArgs>({
      query: (body) => ({ url: 'profile', method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
    setLanguage: build.mutation<AuthUser, { language: Language }>({
      query: (body) => ({ url: 'profile/language', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    changePassword: build.mutation<void, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'auth/password/change', method: 'POST', body }),
      invalidatesTags: ['Sessions'],
    }),
    getSessions: build.query<SessionSummary[], void>({
      query: () => 'auth/sessions',
      providesTags: ['Sessions'],
    }),
    signOutOthers: build.mutation<{ signedOut: number }, void>({
      query: () => ({ url: 'auth/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
    reportActivity: build.mutation<{ deviceChanged: boolean }, { fingerprint?: DeviceFingerprint }>(
      {
        query: (body) => ({ url: 'auth/activity', method: 'POST', body }),
      },
    ),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetPortalConfigQuery,
  useUpdateProfileMutation,
  useSetLanguageMutation,
  useChangePasswordMutation,
  useGetSessionsQuery,
  useSignOutOthersMutation,
  useReportActivityMutation,
  useLogoutMutation,
} = portalApi;

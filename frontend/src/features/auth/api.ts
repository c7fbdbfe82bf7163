import type { DeviceFingerprint, SessionResponse } from '@fabrion/shared';
import { api } from '@/lib/api';

export interface LoginArgs {
  email: string;
  password: string;
  fingerprint?: DeviceFingerprint;
}

export interface SetupArgs {
  token_hash: string;
  type: string;
  fullName: string;
  phoneNumber?: string | null;
  password: string;
  fingerprint?: DeviceFingerprint;
}

/** Sign-in and the e-mailed link flows. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginArgs>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: 'auth/password/forgot', method: 'POST', body }),
    }),
    verifyInvitation: build.mutation<
      { email: string; fullName: string | null },
      { token_hash: string; type: string }
    >({
      query: (body) => ({ url: 'auth/confirm/verify', method: 'POST', body }),
    }),
    completeSetup: build.mutation<SessionResponse, SetupArgs>({
      query: (body) => ({ url: 'auth/confirm/complete', method: 'POST', body }),
    }),
    verifyReset: build.mutation<{ email: string }, { token: string }>({
      query: (body) => ({ url: 'auth/password/reset/verify', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, { token: string; password: string }>({
      query: (body) => ({ url: 'auth/password/reset', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useForgotPasswordMutation,
  useVerifyInvitationMutation,
  useCompleteSetupMutation,
  useVerifyResetMutation,
  useResetPasswordMutation,
} = authApi;

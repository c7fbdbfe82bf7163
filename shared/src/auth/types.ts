export type UserRole = 'member' | 'account_manager' | 'editor' | 'ops' | 'admin';
export type UserStatus = 'invited' | 'active' | 'disabled';
export const STAFF_ROLES: readonly UserRole[] = ['account_manager', 'editor', 'ops', 'admin'];

/** The signed-in user as the API returns it. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
  language: string;
  profile: MemberProfile;
}

export interface MemberProfile {
  fullName: string | null;
  phoneNumber: string | null;
  specialization: string | null;
  updatedAt: string;
}

/** What the browser sends to spot a device change (spec: user agent, language, timezone, screen, platform). */
export interface DeviceFingerprint {
  userAgent: string;
  language: string;
  timezone: string;
  screen: string;
  platform: string;
}

export interface SessionResponse {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: AuthUser;
  deviceChanged?: boolean;
}

export interface SessionSummary {
  id: string;
  current: boolean;
  createdAt: string;
  lastActivityAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** Idle and absolute session limits the server enforces (the client mirrors the idle one). */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_WARNING_MS = 25 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 300_000;

/** Server messages the sign-in page maps to the spec's texts. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid login credentials',
  tooManyRequests: 'Too many requests',
  invalidEmail: 'Please enter a valid email address.',
  sessionExpired: 'Session expired',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  forgotAnswer: 'If an account exists for this address, we have sent a link to reset the password.',
  invalidLink: 'The link is invalid or has expired.',
} as const;

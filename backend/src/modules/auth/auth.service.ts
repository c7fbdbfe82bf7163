import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, type DeviceFingerprint } from '@fabrion/shared';
import { MailService } from '../mail/mail.service';
import { AuthFailuresRepository } from './auth-failures.repository';
import { SecurityService, type RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { LoginLimiter } from './login-limiter.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordPolicyService } from './password-policy.service';
import { SessionsService, type IssuedTokens } from './sessions.service';

export interface SignedIn extends IssuedTokens {
  deviceChanged: boolean;
}

const invalidCredentials = () =>
  new UnauthorizedException({ message: AUTH_MESSAGES.invalidCredentials });

/** Sign-in, and the device check that goes with it. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginLimiter,
    private readonly sessions: SessionsService,
    private readonly security: SecurityService,
    private readonly failures: AuthFailuresRepository,
    private readonly policy: PasswordPolicyService,
    private readonly mail: MailService,
  ) {}

  /**
   * One answer for every failure (unknown e-mail, wrong password, account not set up or disabled)
   * and the same work for each: an argon2 verification always runs.
   */
  async login(
    email: string,
    password: string,
    context: RequestContext & { ip: string },
    fingerprint?: DeviceFingerprint,
  ): Promise<SignedIn> {
    const identifier = UsersService.normalizeEmail(email).slice(0, 254);
    try {
      await this.limiter.hit(identifier, context.ip);
    } catch (error) {
      await this.failures.record(identifier, 'rate_limited', context);
      throw error;
    }
    const user = await this.users.findByEmail(identifier);
    const ok = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyNothing(password);
    if (!user || !ok || user.status !== 'active') {
      const type = !user ? 'unknown_user' : !ok ? 'wrong_password' : `status_${user.status}`;
      await this.failures.record(identifier, type, context);
      await this.security.record('login_failure', user?.id ?? null, context, {
        identifier,
        reason: type,
      });
      throw invalidCredentials();
    }
    return this.signIn(user, context, fingerprint);
  }

  /** Starts a session; compares the device fingerprint with the stored one. */
  async signIn(
    user: UserEntity,
    context: RequestContext,
    fingerprint?: DeviceFingerprint,
  ): Promise<SignedIn> {
    const tokens = await this.sessions.start(user, context);
    const deviceChanged = fingerprint ? await this.checkDevice(user, fingerprint, context) : false;
    return { ...tokens, deviceChanged };
  }

  /** Records suspicious_activity/device_change when the fingerprint differs from the stored one. */
  async checkDevice(
    user: UserEntity,
    fingerprint: DeviceFingerprint,
    context: RequestContext,
  ): Promise<boolean> {
    const hash = SecurityService.fingerprintHash(fingerprint);
    const previous = user.deviceFingerprint;
    if (previous === hash) return false;
    await this.users.setDeviceFingerprint(user.id, hash);
    user.deviceFingerprint = hash;
    if (!previous) return false;
    await this.security.record('suspicious_activity', user.id, context, {
      detail: 'device_change',
      fingerprint,
    });
    return true;
  }

  /**
   * The signed-in user's change: attempts are limited per user before the current password is
   * checked (it may be a guess from a stolen session), and each outcome is recorded.
   */
  async changePassword(
    userId: string,
    sessionId: string,
    current: string,
    next: string,
    context: RequestContext,
  ): Promise<void> {
    await this.limiter.hitPasswordChange(userId);
    const user = await this.users.findById(userId);
    if (!user?.passwordHash || !(await this.hasher.verify(user.passwordHash, current))) {
      await this.security.record(
        'password_change',
        userId,
        context,
        { reason: 'current_password_wrong' },
        'failure',
      );
      throw new BadRequestException({
        message: 'Current password is incorrect',
        errors: { currentPassword: 'Current password is incorrect' },
      });
    }
    await this.policy.assert(next, 'newPassword');
    await this.users.setPassword(userId, await this.hasher.hash(next));
    await this.sessions.revokeAll(userId, 'password_changed', sessionId);
    await this.security.record('password_change', userId, context);
    this.mail.sendInBackground({
      to: user.email,
      template: 'password-changed',
      language: user.language,
    });
  }
}

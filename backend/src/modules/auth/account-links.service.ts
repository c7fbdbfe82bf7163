import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  AUTH_MESSAGES,
  fullNameError,
  phoneError,
  sanitizeText,
  type DeviceFingerprint,
} from '@fabrion/shared';
import { appConfig, authConfig } from '../../config';
import { MailService } from '../mail/mail.service';
import { SecurityService, type RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService, type SignedIn } from './auth.service';
import { LoginLimiter } from './login-limiter.service';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordPolicyService } from './password-policy.service';
import { SessionsService } from './sessions.service';

export interface SetupInput {
  fullName: string;
  phoneNumber?: string | null;
  password: string;
}

const invalidLink = (message: string = AUTH_MESSAGES.invalidLink) =>
  new BadRequestException({ message });

/** The e-mailed links: invitation (confirm + setup) and password reset. */
@Injectable()
export class AccountLinksService {
  private readonly logger = new Logger(AccountLinksService.name);

  constructor(
    private readonly users: UsersService,
    private readonly tokens: OneTimeTokensService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicyService,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly limiter: LoginLimiter,
    private readonly security: SecurityService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(authConfig.KEY) private readonly authSettings: ConfigType<typeof authConfig>,
  ) {}

  /** Issues an invitation token and e-mails `/confirm-signup?token_hash=…&type=invite`. */
  async sendInvitation(user: UserEntity): Promise<void> {
    const token = await this.tokens.issue(user.id, 'invite');
    const link = `${this.app.publicUrl}/confirm-signup?token_hash=${token}&type=invite`;
    this.mail.sendInBackground({
      to: user.email,
      template: 'invitation',
      language: user.language,
      link,
      validHours: Math.round(this.authSettings.inviteTtlMs / 3_600_000),
    });
  }

  /** Checks an invitation link without spending it (the page shows the setup form). */
  async verifyInvitation(
    token: string,
    context: RequestContext,
  ): Promise<{ email: string; fullName: string | null }> {
    const user = await this.invitee(token, context);
    return { email: user.email, fullName: user.profile?.fullName ?? null };
  }

  /**
   * The invited user a token names, after counting the attempt (per token and per client IP):
   * a token that names nothing is refused before any expensive work.
   */
  private async invitee(token: string, context: RequestContext): Promise<UserEntity> {
    await this.limiter.hitLink(token, context.ip);
    const row = await this.tokens.find(token, 'invite');
    const user = row ? await this.users.findById(row.userId) : null;
    if (!user || user.status === 'disabled') throw invalidLink();
    return user;
  }

  /** Spends the invitation: sets the password and profile, activates, signs in. */
  async completeSetup(
    token: string,
    input: SetupInput,
    context: RequestContext,
    fingerprint?: DeviceFingerprint,
  ): Promise<SignedIn> {
    await this.invitee(token, context);
    const errors: Record<string, string> = {};
    const nameError = fullNameError(input.fullName ?? '');
    if (nameError) errors.fullName = nameError;
    const phoneMessage = phoneError(input.phoneNumber);
    if (phoneMessage) errors.phoneNumber = phoneMessage;
    if (Object.keys(errors).length > 0)
      throw new BadRequestException({ message: 'Validation failed', errors });
    await this.policy.assert(input.password);
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.users.transaction(async (em) => {
      const userId = await this.tokens.spend(token, 'invite', em);
      const found = userId ? await this.users.findById(userId) : null;
      if (!found || found.status === 'disabled') throw invalidLink();
      await this.users.setPassword(found.id, passwordHash, em);
      await this.users.activate(found.id, em);
      await this.users.updateProfile(
        found.id,
        { fullName: sanitizeText(input.fullName), phoneNumber: input.phoneNumber?.trim() || null },
        em,
      );
      return found;
    });
    await this.security.record('account_setup', user.id, context);
    const fresh = (await this.users.findById(user.id))!;
    return this.auth.signIn(fresh, context, fingerprint);
  }

  /**
   * The forgotten-password request: the caller answers at once, the same for every address, and
   * the lookup, token and e-mail happen afterwards, so neither the answer nor its timing says
   * whether the account exists.
   */
  requestResetInBackground(email: string): void {
    this.requestReset(email).catch((error: unknown) =>
      this.logger.error(`Reset request failed: ${error instanceof Error ? error.message : error}`),
    );
  }

  /** A link is e-mailed only to an active account. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.status !== 'active') return;
    const token = await this.tokens.issue(user.id, 'reset');
    const link = `${this.app.publicUrl}/reset-password#access_token=${token}&type=recovery`;
    this.mail.sendInBackground({
      to: user.email,
      template: 'reset',
      language: user.language,
      link,
    });
  }

  async verifyReset(token: string, context: RequestContext): Promise<{ email: string }> {
    const user = await this.resetUser(token, context);
    return { email: user.email };
  }

  /** The active user a reset token names, after counting the attempt (see `invitee`). */
  private async resetUser(token: string, context: RequestContext): Promise<UserEntity> {
    await this.limiter.hitLink(token, context.ip);
    const row = await this.tokens.find(token, 'reset');
    const user = row ? await this.users.findById(row.userId) : null;
    if (!user || user.status !== 'active')
      throw invalidLink('The password reset link is invalid or has expired.');
    return user;
  }

  /**
   * Spends the reset token, sets the password (strong check), signs out every session. The token
   * is looked up first; it is spent in the transaction that sets the password (one use only).
   */
  async resetPassword(token: string, password: string, context: RequestContext): Promise<void> {
    await this.resetUser(token, context);
    await this.policy.assert(password, 'password', { strong: true });
    const passwordHash = await this.hasher.hash(password);
    const user = await this.users.transaction(async (em) => {
      const userId = await this.tokens.spend(token, 'reset', em);
      const found = userId ? await this.users.findById(userId) : null;
      if (!found || found.status !== 'active')
        throw invalidLink('The password reset link is invalid or has expired.');
      await this.users.setPassword(found.id, passwordHash, em);
      await this.sessions.revokeAll(found.id, 'password_reset', undefined, em);
      return found;
    });
    await this.security.record('password_reset', user.id, context);
    this.mail.sendInBackground({
      to: user.email,
      template: 'password-changed',
      language: user.language,
    });
  }
}

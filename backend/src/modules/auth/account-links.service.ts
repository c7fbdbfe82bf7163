import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  AUTH_MESSAGES,
  fullNameError,
  phoneError,
  sanitizeText,
  type DeviceFingerprint,
} from '@fabrion/shared';
import { appConfig } from '../../config';
import { MailService } from '../mail/mail.service';
import type { RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService, type SignedIn } from './auth.service';
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
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
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
    });
  }

  /** Checks an invitation link without spending it (the page shows the setup form). */
  async verifyInvitation(token: string): Promise<{ email: string; fullName: string | null }> {
    const row = await this.tokens.find(token, 'invite');
    const user = row ? await this.users.findById(row.userId) : null;
    if (!user || user.status === 'disabled') throw invalidLink();
    return { email: user.email, fullName: user.profile?.fullName ?? null };
  }

  /** Spends the invitation: sets the password and profile, activates, signs in. */
  async completeSetup(
    token: string,
    input: SetupInput,
    context: RequestContext,
    fingerprint?: DeviceFingerprint,
  ): Promise<SignedIn> {
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

  async verifyReset(token: string): Promise<{ email: string }> {
    const row = await this.tokens.find(token, 'reset');
    const user = row ? await this.users.findById(row.userId) : null;
    if (!user || user.status !== 'active')
      throw invalidLink('The password reset link is invalid or has expired.');
    return { email: user.email };
  }

  /** Spends the reset token, sets the password (strong check), signs out every session. */
  async resetPassword(token: string, password: string): Promise<void> {
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
    this.mail.sendInBackground({
      to: user.email,
      template: 'password-changed',
      language: user.language,
    });
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { PASSWORD_MESSAGES, passwordPolicyError, resetPasswordError } from '@fabrion/shared';
import { BreachRangeClient } from './breach-range.client';
import { isCommonPassword } from './common-passwords';

/** The one server-side password policy (every password set goes through `assert`). */
@Injectable()
export class PasswordPolicyService {
  constructor(private readonly breach: BreachRangeClient) {}

  /**
   * Throws 400 `{ errors: { [field]: message } }` when the password breaks the policy; with
   * `strong`, the reset page's rule as well (spec: reset submit; a passphrase of 15+ characters
   * needs no character classes, ASVS 6.2.5).
   */
  async assert(password: string, field = 'password', options: { strong?: boolean } = {}) {
    const fail = (message: string, title = 'Password requirements not met') => {
      throw new BadRequestException({ message: title, errors: { [field]: message } });
    };
    const ruleError = passwordPolicyError(password);
    if (ruleError) fail(ruleError);
    if (await isCommonPassword(password)) fail(PASSWORD_MESSAGES.common);
    const breaches = await this.breach.count(password);
    if (options.strong) {
      const resetError = resetPasswordError(password, breaches);
      if (resetError) fail(resetError);
    }
    if (breaches > 0) fail(PASSWORD_MESSAGES.breached);
  }
}

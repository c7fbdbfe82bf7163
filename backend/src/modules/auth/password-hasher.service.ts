import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import argon2 from 'argon2';
import { authConfig } from '../../config';

/** argon2id with the configured cost (memory ≥ 19 MiB, t ≥ 2, p = 1). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummy?: Promise<string>;

  constructor(@Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>) {}

  /** The dummy hash is made off the event loop (argon2 runs in the thread pool) at start-up. */
  onModuleInit(): void {
    this.dummy ??= this.hash('dummy-password-for-timing-only');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.config.argon2 });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check when there is no hash to check against (unknown e-mail,
   * account not set up), so the answer's timing does not tell whether the account exists.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy-password-for-timing-only');
    await this.verify(await this.dummy, password);
    return false;
  }
}

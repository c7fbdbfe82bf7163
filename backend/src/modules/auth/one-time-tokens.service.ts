import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { authConfig } from '../../config';
import { OneTimeTokenEntity, type TokenPurpose } from './entities/one-time-token.entity';
import { randomToken, sha256Hex } from './tokens';

/**
 * E-mailed link tokens: 256 random bits, only the hash stored, single use. Opening a link never
 * spends it (mail scanners open links); `spend` is called from the user's POST only.
 */
@Injectable()
export class OneTimeTokensService {
  constructor(
    @InjectRepository(OneTimeTokenEntity) private readonly tokens: Repository<OneTimeTokenEntity>,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly clock: Clock,
  ) {}

  /** Issues a new token (earlier unused ones of the same purpose stop working); returns the raw token. */
  async issue(userId: string, purpose: TokenPurpose): Promise<string> {
    const now = this.clock.now();
    const ttl = purpose === 'invite' ? this.config.inviteTtlMs : this.config.resetTtlMs;
    const token = randomToken();
    await this.tokens.manager.transaction(async (em) => {
      await em.update(OneTimeTokenEntity, { userId, purpose, usedAt: IsNull() }, { usedAt: now });
      await em.insert(OneTimeTokenEntity, {
        userId,
        purpose,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(now.getTime() + ttl),
        usedAt: null,
        createdAt: now,
      });
    });
    return token;
  }

  /** The unspent, unexpired token's row, without spending it. */
  find(token: string, purpose: TokenPurpose): Promise<OneTimeTokenEntity | null> {
    if (!token || token.length > 200) return Promise.resolve(null);
    return this.tokens.findOne({
      where: {
        tokenHash: sha256Hex(token),
        purpose,
        usedAt: IsNull(),
        expiresAt: MoreThan(this.clock.now()),
      },
    });
  }

  /** Spends the token atomically; the user id, or null when it was not (or no longer) valid. */
  async spend(
    token: string,
    purpose: TokenPurpose,
    manager: EntityManager,
  ): Promise<string | null> {
    if (!token || token.length > 200) return null;
    const now = this.clock.now();
    const rows = (await manager.query(
      `UPDATE one_time_tokens SET used_at = $1
        WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $1
        RETURNING user_id`,
      [now, sha256Hex(token), purpose],
    )) as [Array<{ user_id: string }>, number];
    return rows[0]?.[0]?.user_id ?? null;
  }
}

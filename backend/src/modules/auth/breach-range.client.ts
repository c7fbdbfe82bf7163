import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHash } from 'node:crypto';
import { authConfig } from '../../config';

/**
 * The breach range API (k-anonymity): only the first 5 characters of the password's SHA-1 leave
 * the server, with `Add-Padding: true` so the reply size says nothing either. Any failure counts
 * as "not found" (the check is advisory; the offline list still applies).
 */
@Injectable()
export class BreachRangeClient {
  private readonly logger = new Logger(BreachRangeClient.name);

  constructor(@Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>) {}

  async count(password: string): Promise<number> {
    if (!this.config.breachApiUrl) return 0;
    const sha1 = createHash('sha1').update(password).digest('hex').toUpperCase();
    const prefix = sha1.slice(0, 5);
    const suffix = sha1.slice(5);
    try {
      const response = await fetch(`${this.config.breachApiUrl}/range/${prefix}`, {
        headers: { 'Add-Padding': 'true' },
        signal: AbortSignal.timeout(this.config.breachTimeoutMs),
      });
      if (!response.ok) return 0;
      for (const line of (await response.text()).split('\n')) {
        const [candidate, count] = line.trim().split(':');
        if (candidate?.toUpperCase() === suffix) return Number.parseInt(count ?? '0', 10) || 0;
      }
      return 0;
    } catch (error) {
      this.logger.warn(
        `Breach range check skipped: ${error instanceof Error ? error.message : error}`,
      );
      return 0;
    }
  }
}

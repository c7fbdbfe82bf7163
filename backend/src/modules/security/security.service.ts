import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DeviceFingerprint } from '@fabrion/shared';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { escapeLineBreaks, redactSecrets } from '../../common/logging/log-redaction';
import {
  SecurityEventEntity,
  type SecurityEventType,
  type SecurityOutcome,
} from './security-event.entity';

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

/** The outcome an event type has unless the caller says otherwise. */
const DEFAULT_OUTCOME: Partial<Record<SecurityEventType, SecurityOutcome>> = {
  login_failure: 'failure',
  access_denied: 'denied',
  rate_limited: 'limited',
};

/** Text as it may be stored: no credential, no raw line break (input cannot forge lines). */
const storable = (text: string) => escapeLineBreaks(redactSecrets(text));

/** Strings of a details object made storable, at any depth. */
function storableDetails(value: unknown): unknown {
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.map(storableDetails);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, storableDetails(item)]),
    );
  return value;
}

/**
 * Writes the security log; every other module records through here. Each row: the UTC instant,
 * the actor (user id, or null when unknown), IP, user agent, outcome and details. Free text is
 * stored with CR/LF escaped and without tokens; callers never pass secrets.
 */
@Injectable()
export class SecurityService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SecurityService.name);
  /** Background writes not finished yet (awaited before the database closes). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectRepository(SecurityEventEntity)
    private readonly events: Repository<SecurityEventEntity>,
    private readonly clock: Clock,
  ) {}

  async record(
    eventType: SecurityEventType,
    userId: string | null,
    context: RequestContext,
    details: Record<string, unknown> = {},
    outcome: SecurityOutcome = DEFAULT_OUTCOME[eventType] ?? 'success',
  ): Promise<void> {
    await this.events.insert({
      eventType,
      userId,
      outcome,
      ip: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent === null ? null : storable(context.userAgent).slice(0, 512),
      details: storableDetails(details) as never,
      createdAt: this.clock.now(),
    });
  }

  /**
   * Records without making the caller wait or fail: a request that is being refused anyway
   * (401, 403, 429) still gets its answer if the log cannot be written (spec: such a failure is
   * only written to the console).
   */
  recordInBackground(
    eventType: SecurityEventType,
    userId: string | null,
    context: RequestContext,
    details: Record<string, unknown> = {},
    outcome?: SecurityOutcome,
  ): void {
    const write = this.record(eventType, userId, context, details, outcome)
      .catch((error: unknown) =>
        this.logger.warn(
          `Could not record ${eventType}: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /** A staff action (who did what to whom). */
  recordAdminAction(
    actorId: string,
    action: string,
    context: RequestContext,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.record('admin_action', actorId, context, { action, ...details });
  }

  async listForUser(userId: string, limit = 50): Promise<SecurityEventEntity[]> {
    return this.events.find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** A stable digest of the fingerprint fields (order fixed, each trimmed). */
  static fingerprintHash(fingerprint: DeviceFingerprint): string {
    const canonical = [
      fingerprint.userAgent,
      fingerprint.language,
      fingerprint.timezone,
      fingerprint.screen,
      fingerprint.platform,
    ]
      .map((value) =>
        String(value ?? '')
          .trim()
          .slice(0, 512),
      )
      .join('\u0000');
    return createHash('sha256').update(canonical).digest('hex');
  }
}

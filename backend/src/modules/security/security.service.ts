import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DeviceFingerprint } from '@fabrion/shared';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { SecurityEventEntity, type SecurityEventType } from './security-event.entity';

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

/** Writes the security log; every other module records through here. */
@Injectable()
export class SecurityService {
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
  ): Promise<void> {
    await this.events.insert({
      eventType,
      userId,
      ip: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      details: details as never,
      createdAt: this.clock.now(),
    });
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

import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { CONTACT_TOASTS, escapeContactText } from '@fabrion/shared';
import { Clock } from '../../common/clock';
import { contactConfig } from '../../config';
import { ContactRepository, LimitCheckFailedError, type NewSubmission } from './contact.repository';
import type { ContactLeadContextDto, CreateContactDto } from './dto/create-contact.dto';
import { OutboxRelayService } from './notifications/outbox-relay.service';

export interface ContactRequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Contact rules: spam screening, per-email limits, saving with its outbox record. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly repository: ContactRepository,
    private readonly relay: OutboxRelayService,
    private readonly clock: Clock,
    @Inject(contactConfig.KEY) private readonly config: ConfigType<typeof contactConfig>,
  ) {}

  async submit(dto: CreateContactDto, meta: ContactRequestMeta): Promise<{ id: string }> {
    const spamReason = this.spamReason(dto);
    const submission = this.toRecord(dto, meta, spamReason);
    let result;
    try {
      result = await this.repository.save(submission);
    } catch (error) {
      if (error instanceof LimitCheckFailedError) {
        this.logger.warn(`Per-email limit check failed: ${error.message}`);
        throw new ServiceUnavailableException(CONTACT_TOASTS.securityCheckFailed);
      }
      throw error;
    }
    if (!('saved' in result)) {
      throw new HttpException(
        {
          message: result.message,
          headers: { 'retry-after': String(result.retryAfterSeconds) },
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (spamReason)
      this.logger.log(`Contact submission ${result.id} flagged as spam (${spamReason})`);
    if (result.outboxId) this.relay.enqueue({ outboxId: result.outboxId, submissionId: result.id });
    return { id: result.id };
  }

  private spamReason(dto: CreateContactDto): 'honeypot' | 'fill-time' | null {
    if (typeof dto.website === 'string' && dto.website.trim() !== '') return 'honeypot';
    if (dto.fillTimeMs === undefined || dto.fillTimeMs < this.config.minFillMs) return 'fill-time';
    return null;
  }

  private toRecord(
    dto: CreateContactDto,
    meta: ContactRequestMeta,
    spamReason: string | null,
  ): NewSubmission {
    const optional = (value: string | null | undefined) =>
      value === undefined || value === null || value.trim() === ''
        ? null
        : escapeContactText(value);
    const context: ContactLeadContextDto = dto.context ?? {};
    return {
      name: escapeContactText(dto.name),
      email: dto.email.trim().toLowerCase(),
      phone: optional(dto.phone),
      company: optional(dto.company),
      interest: dto.interest,
      message: escapeContactText(dto.message),
      spam: spamReason !== null,
      spamReason,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      utmSource: optional(context.utmSource),
      utmMedium: optional(context.utmMedium),
      utmCampaign: optional(context.utmCampaign),
      utmTerm: optional(context.utmTerm),
      utmContent: optional(context.utmContent),
      referrer: optional(context.referrer),
      landingPage: optional(context.landingPage),
      createdAt: this.clock.now(),
    };
  }
}

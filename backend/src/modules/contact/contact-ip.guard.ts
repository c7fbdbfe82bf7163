import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { CONTACT_TOASTS } from '@fabrion/shared';
import { clientKey } from '../../common/http/client-key';
import { contactConfig } from '../../config';

/**
 * Per-client-IP budget of contact submissions, counted in the throttler storage (Redis, shared by
 * every instance; memory without Redis). The IP is `request.ip`: only a trusted proxy's hop counts.
 */
@Injectable()
export class ContactIpGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(contactConfig.KEY) private readonly config: ConfigType<typeof contactConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { ipLimit, ipWindowMs } = this.config;
    const record = await this.storage.increment(
      `contact:${clientKey(request.ip)}`,
      ipWindowMs,
      ipLimit,
      ipWindowMs,
      'contact-ip',
    );
    if (!record.isBlocked) return true;
    throw new HttpException(
      {
        message: CONTACT_TOASTS.ipRateLimited,
        headers: { 'retry-after': String(Math.max(1, record.timeToBlockExpire)) },
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import type { RequestContext } from '../security/security.service';
import { AuthFailureEntity } from './entities/auth-failure.entity';

/** Writes `auth_failures`: every refused sign-in. */
@Injectable()
export class AuthFailuresRepository {
  constructor(
    @InjectRepository(AuthFailureEntity) private readonly failures: Repository<AuthFailureEntity>,
    private readonly clock: Clock,
  ) {}

  async record(identifier: string, failureType: string, context: RequestContext): Promise<void> {
    await this.failures.insert({
      identifier: identifier.slice(0, 254),
      failureType,
      ip: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      createdAt: this.clock.now(),
    });
  }
}

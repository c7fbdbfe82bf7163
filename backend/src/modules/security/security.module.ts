import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityEventEntity } from './security-event.entity';
import { SecurityEventsController } from './security-events.controller';
import { SecurityEventsRepository } from './security-events.repository';
import { SecurityReviewService } from './security-review.service';
import { SecurityService } from './security.service';

/**
 * The security event log (sign-ins, denials, limit hits, password changes, device changes, staff
 * actions). Global: the app-wide exception filter records every 429 through it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SecurityEventEntity])],
  controllers: [SecurityEventsController],
  providers: [SecurityService, SecurityReviewService, SecurityEventsRepository],
  exports: [SecurityService],
})
export class SecurityModule {}

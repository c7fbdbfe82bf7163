import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AuditSubscriber } from './audit.subscriber';
import { AuditEntryEntity } from './entities/audit-entry.entity';

/**
 * The staff audit log: every successful write under /api/admin/* (a global interceptor) with the
 * records it changed (an entity subscriber), browsable and exportable by admins.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditController],
  providers: [
    AuditService,
    AuditRepository,
    AuditSubscriber,
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
})
export class AuditModule {}

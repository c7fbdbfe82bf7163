import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityEventEntity } from './security-event.entity';
import { SecurityService } from './security.service';

/** The security event log (session starts and timeouts, device changes, staff actions). */
@Module({
  imports: [TypeOrmModule.forFeature([SecurityEventEntity])],
  providers: [SecurityService],
  exports: [SecurityService],
})
export class SecurityModule {}

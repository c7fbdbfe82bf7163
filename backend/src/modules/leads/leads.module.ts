import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { LeadEntity } from './entities/lead.entity';
import { LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';

/** The lead inbox over contact submissions. Exports `LeadsService` (`newPerWeek`) for the dashboard. */
@Module({
  imports: [TypeOrmModule.forFeature([LeadEntity]), UsersModule],
  controllers: [LeadsController],
  providers: [LeadsService, LeadsRepository],
  exports: [LeadsService],
})
export class LeadsModule {}

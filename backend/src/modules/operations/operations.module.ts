import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AuthModule } from '../auth/auth.module';
import { ContactModule } from '../contact/contact.module';
import { LeadsModule } from '../leads/leads.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { QueueOpsController } from './queue-ops.controller';
import { QueueOpsService } from './queue-ops.service';

/**
 * Back-office operations: the notification queue's monitor (BullMQ's API over the contact queue,
 * so no repository of its own) and the dashboard, built from the owning modules' services.
 */
@Module({
  imports: [ContactModule, LeadsModule, AuthModule, AssessmentsModule],
  controllers: [QueueOpsController, DashboardController],
  providers: [QueueOpsService, DashboardService],
})
export class OperationsModule {}

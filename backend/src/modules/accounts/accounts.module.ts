import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AuthModule } from '../auth/auth.module';
import { MasterclassModule } from '../masterclass/masterclass.module';
import { ResourcesModule } from '../resources/resources.module';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { AccountsService } from './accounts.service';
import { FirstAdminService } from './first-admin.service';
import { ProfileController } from './profile.controller';
import { StaffAccountsController } from './staff-accounts.controller';

/** HTTP API over accounts: staff management of client accounts, the member's profile. */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    SecurityModule,
    AssessmentsModule,
    MasterclassModule,
    ResourcesModule,
  ],
  controllers: [StaffAccountsController, ProfileController],
  providers: [AccountsService, FirstAdminService],
  exports: [FirstAdminService],
})
export class AccountsModule {}

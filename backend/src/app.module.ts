import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER } from '@nestjs/core';
import { CommonModule } from './common/common.module';
import { HttpExceptionFilter } from './common/filters/http-exception.filter';
import { configNamespaces } from './config';
import { DatabaseModule } from './database/database.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AiToolsModule } from './modules/ai-tools/ai-tools.module';
import { AssessmentsModule } from './modules/assessments/assessments.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { ContentModule } from './modules/content/content.module';
import { HealthModule } from './modules/health/health.module';
import { LeadsModule } from './modules/leads/leads.module';
import { OperationsModule } from './modules/operations/operations.module';
import { ResourcesModule } from './modules/resources/resources.module';
import { MasterclassModule } from './modules/masterclass/masterclass.module';
import { StorageModule } from './modules/storage/storage.module';
import { ThrottlingModule } from './modules/throttling/throttling.module';
import { TutorModule } from './modules/tutor/tutor.module';
import { WebModule } from './modules/web/web.module';
import { RedisModule } from './redis/redis.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: configNamespaces }),
    CommonModule,
    DatabaseModule,
    RedisModule,
    ThrottlingModule,
    HealthModule,
    ContentModule,
    ContactModule,
    StorageModule,
    AuthModule,
    AccountsModule,
    AssessmentsModule,
    LeadsModule,
    AuditModule,
    OperationsModule,
    ResourcesModule,
    AiToolsModule,
    MasterclassModule,
    TutorModule,
    WebModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
})
export class AppModule {}

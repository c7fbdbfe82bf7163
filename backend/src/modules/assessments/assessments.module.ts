import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsRepository } from './assessments.repository';
import { AssessmentsService } from './assessments.service';
import { AssessmentProgressEntity } from './entities/assessment-progress.entity';
import { AssessmentResponseEntity } from './entities/assessment-response.entity';
import { AssessmentResultEntity } from './entities/assessment-result.entity';
import { AssessmentReportRenderer } from './report/assessment-report.renderer';

/**
 * The four readiness assessments: results scored by the server, history, resumable runs and PDF
 * reports. Exports `AssessmentsService` (`latestForUser`, `countCompleted`) for other modules.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AssessmentResultEntity,
      AssessmentResponseEntity,
      AssessmentProgressEntity,
    ]),
    UsersModule,
  ],
  controllers: [AssessmentsController],
  providers: [AssessmentsService, AssessmentsRepository, AssessmentReportRenderer],
  exports: [AssessmentsService],
})
export class AssessmentsModule {}

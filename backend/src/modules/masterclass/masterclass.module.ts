import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LessonProgressEntity } from './entities/lesson-progress.entity';
import { MasterclassLessonEntity } from './entities/masterclass-lesson.entity';
import { MasterclassSectionEntity } from './entities/masterclass-section.entity';
import {
  MasterclassLessonsAdminController,
  MasterclassSectionsAdminController,
} from './admin/masterclass-admin.controllers';
import { MasterclassAdminRepository } from './masterclass-admin.repository';
import { MasterclassAdminService } from './masterclass-admin.service';
import { MasterclassCacheService } from './masterclass-cache.service';
import { MasterclassSeeder } from './masterclass-seeder.service';
import { MasterclassController } from './masterclass.controller';
import { MasterclassRepository } from './masterclass.repository';
import { MasterclassService } from './masterclass.service';

/**
 * The video masterclass: course content (cached), members' progress and the shipped course.
 * Exports `MasterclassService` (the tutor's lesson check and passage search) and the seeder.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MasterclassSectionEntity,
      MasterclassLessonEntity,
      LessonProgressEntity,
    ]),
  ],
  controllers: [
    MasterclassController,
    MasterclassSectionsAdminController,
    MasterclassLessonsAdminController,
  ],
  providers: [
    MasterclassService,
    MasterclassRepository,
    MasterclassCacheService,
    MasterclassSeeder,
    MasterclassAdminService,
    MasterclassAdminRepository,
  ],
  exports: [MasterclassService, MasterclassSeeder],
})
export class MasterclassModule {}

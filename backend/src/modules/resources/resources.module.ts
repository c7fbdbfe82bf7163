import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import { ResourceDownloadEntity } from './entities/resource-download.entity';
import { ResourcesController } from './resources.controller';
import { ResourcesRepository } from './resources.repository';
import { ResourcesService } from './resources.service';

/** The member resource library: list, detail and file downloads (each recorded). */
@Module({
  imports: [TypeOrmModule.forFeature([DashboardResourceEntity, ResourceDownloadEntity])],
  controllers: [ResourcesController],
  providers: [ResourcesService, ResourcesRepository],
  exports: [ResourcesService],
})
export class ResourcesModule {}

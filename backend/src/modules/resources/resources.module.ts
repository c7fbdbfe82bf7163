import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { StorageModule } from '../storage/storage.module';
import { ResourcesAdminController } from './admin/resources-admin.controller';
import { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import { ResourceDownloadEntity } from './entities/resource-download.entity';
import { RESOURCE_FILE_TYPES } from './resource-upload';
import { ResourcesAdminService } from './resources-admin.service';
import { ResourcesController } from './resources.controller';
import { ResourcesRepository } from './resources.repository';
import { ResourcesService } from './resources.service';

/**
 * The member resource library: list, detail and file downloads (each recorded); the back
 * office's editing and file uploads.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DashboardResourceEntity, ResourceDownloadEntity]),
    StorageModule,
  ],
  controllers: [ResourcesController, ResourcesAdminController],
  providers: [ResourcesService, ResourcesAdminService, ResourcesRepository],
  exports: [ResourcesService],
})
export class ResourcesModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /**
   * Upload bodies (the allowlisted file types) reach the handler unread, as a stream: the service
   * checks their size and first bytes while writing them to disk.
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const types = Object.keys(RESOURCE_FILE_TYPES);
    if (types.some((type) => fastify.hasContentTypeParser(type))) return;
    fastify.addContentTypeParser(types, (_request, payload, done) => done(null, payload));
  }
}

import fastifyStatic from '@fastify/static';
import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { sep } from 'node:path';
import { storageConfig } from '../../config';
import {
  PUBLIC_STORAGE_PREFIX,
  SHIPPED_CACHE,
  STORAGE_CSP,
  UPLOAD_CACHE,
} from './storage.constants';
import { StorageService } from './storage.service';

/**
 * Public storage: `/storage/v1/object/public/<bucket>/<path>` is read from the uploads folder
 * (STORAGE_DIR, default `<VAR_DIR>/storage/<bucket>/<path>`) and then from the files shipped in
 * `backend/storage/<bucket>/<path>` (seed images, client logos). ETag and Last-Modified come with
 * every file; an unknown object is a JSON 404. Exports `StorageService` for private buckets
 * (folders outside those two, e.g. the resource library's files).
 */
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule implements OnModuleInit {
  private readonly logger = new Logger(StorageModule.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(storageConfig.KEY) private readonly storage: ConfigType<typeof storageConfig>,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const { uploadsDir, shippedDir } = this.storage;
    try {
      mkdirSync(uploadsDir, { recursive: true });
    } catch (error) {
      this.logger.warn(`Uploads folder ${uploadsDir} unavailable: ${(error as Error).message}`);
    }
    void fastify.register(fastifyStatic, {
      root: [uploadsDir, shippedDir],
      prefix: PUBLIC_STORAGE_PREFIX,
      decorateReply: false,
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      etag: true,
      lastModified: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(uploadsDir + sep) ? UPLOAD_CACHE : SHIPPED_CACHE,
        );
        reply.header('content-security-policy', STORAGE_CSP);
      },
    });
  }
}

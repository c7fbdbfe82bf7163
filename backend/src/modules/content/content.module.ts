import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { createSecretKey } from 'node:crypto';
import { addRequestShortcut } from '../../common/http/request-shortcuts';
import { createSecurityHeaders, recordSecurityHeaders } from '../../common/http/security-headers';
import { appConfig, authConfig, contentConfig } from '../../config';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { UsersModule } from '../users/users.module';
import { AboutController } from './about/about.controller';
import { AboutRepository } from './about/about.repository';
import { AboutService } from './about/about.service';
import { ClientLogoEntity } from './about/client-logo.entity';
import { JobOpeningEntity } from './about/job-opening.entity';
import { BlogPostCountEntity } from './blog-posts/blog-post-count.entity';
import { BlogPostEntity } from './blog-posts/blog-post.entity';
import { BlogPostsController } from './blog-posts/blog-posts.controller';
import { BlogPostsRepository } from './blog-posts/blog-posts.repository';
import { BlogPostsService } from './blog-posts/blog-posts.service';
import { registerContentCacheHooks } from './cache/content-cache.http';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { ContentCacheService } from './cache/content-cache.service';
import { contentCacheShortcut } from './cache/content-cache.shortcut';
import { CaseStudiesController } from './case-studies/case-studies.controller';
import { CaseStudiesRepository } from './case-studies/case-studies.repository';
import { CaseStudiesService } from './case-studies/case-studies.service';
import { CaseStudyEntity } from './case-studies/case-study.entity';
import { InsightsController } from './insights/insights.controller';
import { InsightsService } from './insights/insights.service';
import { ClientLogosAdminController, JobsAdminController } from './admin/about-admin.controllers';
import { CaseStudiesAdminController } from './admin/case-studies-admin.controller';
import { PostsAdminController } from './admin/posts-admin.controller';
import { ContentPreviewService } from './preview/content-preview.service';
import { PreviewTokensService } from './preview/preview-tokens.service';
import { previewTokenKey } from './preview/preview-token-key';
import { PreviewsController } from './preview/previews.controller';
import { ContentRedirectEntity } from './redirects/content-redirect.entity';
import { ContentRedirectsService } from './redirects/content-redirects.service';
import { RichTextService } from './rich-text/rich-text.service';
import { ContentScheduleService } from './schedule/content-schedule.service';
import { ContentSeeder } from './seed/content-seeder.service';

/**
 * Public content: case studies, blog posts, the home page's insights, job openings and client
 * logos. Reads are public and cached (published rows that are due only); the back office's
 * /api/admin/{posts,case-studies,jobs,client-logos} write through the services, which clear the
 * cache on every instance. Editors' preview links open a draft's public page (`preview/`).
 * Exports the services and the seeder.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CaseStudyEntity,
      BlogPostEntity,
      BlogPostCountEntity,
      JobOpeningEntity,
      ClientLogoEntity,
      ContentRedirectEntity,
    ]),
    JwtModule.registerAsync({
      inject: [authConfig.KEY, appConfig.KEY],
      useFactory: (auth: ConfigType<typeof authConfig>, app: ConfigType<typeof appConfig>) => ({
        secret: createSecretKey(previewTokenKey(resolveJwtSecret(auth, app))),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
  ],
  controllers: [
    CaseStudiesController,
    BlogPostsController,
    InsightsController,
    AboutController,
    PostsAdminController,
    CaseStudiesAdminController,
    JobsAdminController,
    ClientLogosAdminController,
    PreviewsController,
  ],
  providers: [
    ContentCacheService,
    ContentCacheInterceptor,
    RichTextService,
    CaseStudiesRepository,
    CaseStudiesService,
    BlogPostsRepository,
    BlogPostsService,
    InsightsService,
    AboutRepository,
    AboutService,
    ContentSeeder,
    ContentRedirectsService,
    ContentScheduleService,
    PreviewTokensService,
    ContentPreviewService,
  ],
  exports: [
    ContentPreviewService,
    CaseStudiesService,
    BlogPostsService,
    AboutService,
    ContentSeeder,
    ContentCacheService,
    ContentRedirectsService,
  ],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: ContentCacheService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(contentConfig.KEY) private readonly content: ConfigType<typeof contentConfig>,
  ) {}

  /**
   * Cached responses are answered before routing (absent in a CLI context without HTTP): in Node's
   * request listener, ahead of Fastify, unless requests are logged (LOG_LEVEL debug or trace), and
   * in a Fastify hook for what the listener does not see (`inject`, debug logging).
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    registerContentCacheHooks(fastify, this.cache);
    if (fastify.log.level !== 'debug' && fastify.log.level !== 'trace') {
      const securityHeaders = recordSecurityHeaders(
        createSecurityHeaders({
          isProduction: this.app.isProduction,
          audioEmbedHosts: this.content.audioEmbedHosts,
        }),
      );
      addRequestShortcut(fastify.server, contentCacheShortcut(this.cache, securityHeaders));
    }
  }
}

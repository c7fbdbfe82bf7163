import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { SitemapService } from './sitemap.service';
import { WebService } from './web.service';

@Module({
  imports: [ContentModule, ThrottlingModule],
  providers: [WebService, SitemapService],
  exports: [WebService, SitemapService],
})
export class WebModule {}

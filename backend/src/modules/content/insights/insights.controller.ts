import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Insight, Page } from '@fabrion/shared';
import { PublicContent } from '../content-api.decorators';
import { InsightPageDto } from './dto/insight.dto';
import { InsightsQueryDto } from './dto/insights-query.dto';
import { InsightsService } from './insights.service';

@Controller('insights')
@PublicContent('insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get()
  @ApiOperation({ summary: "The home page's posts and case studies in one list, newest first" })
  @ApiOkResponse({ type: InsightPageDto })
  list(@Query() query: InsightsQueryDto): Promise<Page<Insight>> {
    return this.insights.list(query);
  }
}

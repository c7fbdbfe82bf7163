import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { CaseStudy } from '@fabrion/shared';
import { PublicContent } from '../content-api.decorators';
import { CaseStudiesService } from './case-studies.service';
import { CaseStudyDto } from './dto/case-study.dto';

@Controller('case-studies')
@PublicContent('case-studies')
export class CaseStudiesController {
  constructor(private readonly studies: CaseStudiesService) {}

  @Get()
  @ApiOperation({ summary: 'Published case studies, newest first, each with its display group' })
  @ApiOkResponse({ type: [CaseStudyDto] })
  list(): Promise<CaseStudy[]> {
    return this.studies.list();
  }

  @Get(':caseId')
  @ApiOperation({ summary: 'One published case study' })
  @ApiOkResponse({ type: CaseStudyDto })
  @ApiNotFoundResponse({ description: '{ statusCode: 404, message: "Case study not found" }' })
  findOne(@Param('caseId') caseId: string): Promise<CaseStudy> {
    return this.studies.findByCaseId(caseId);
  }
}

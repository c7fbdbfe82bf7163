import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type {
  AssessmentHistoryPage,
  AssessmentLatestEntry,
  AssessmentProgress,
  AssessmentResultDetail,
} from '@fabrion/shared';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { AssessmentsService } from './assessments.service';
import {
  HistoryQueryDto,
  ReportQueryDto,
  SaveAssessmentDto,
  SaveProgressDto,
} from './dto/assessment-request.dto';
import {
  AssessmentHistoryPageDto,
  AssessmentLatestEntryDto,
  AssessmentProgressDto,
  AssessmentResultDetailDto,
} from './dto/assessment-response.dto';

/** The member's own readiness assessments (`:type`: digital-transformation, maas, pbc, raas). */
@ApiTags('assessments')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('assessments')
@Authenticated()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Get('latest')
  @ApiOperation({ summary: 'Each assessment’s latest result and count (the scorecard)' })
  @ApiOkResponse({ type: [AssessmentLatestEntryDto] })
  latest(@CurrentAuth() auth: AuthContext): Promise<AssessmentLatestEntry[]> {
    return this.assessments.latest(auth.userId);
  }

  @Post(':type/results')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Save the 20 answers; the server scores them (saved before the answer)',
  })
  @ApiCreatedResponse({ type: AssessmentResultDetailDto })
  @ApiBadRequestResponse({ description: '`errors: { field: message }`; nothing written' })
  @ApiNotFoundResponse({ description: 'Unknown assessment' })
  save(
    @CurrentAuth() auth: AuthContext,
    @Param('type') type: string,
    @Body() dto: SaveAssessmentDto,
  ): Promise<AssessmentResultDetail> {
    return this.assessments.save(auth.userId, type, dto.answers);
  }

  @Get(':type/results')
  @ApiOperation({ summary: 'The member’s results of one assessment, newest first' })
  @ApiOkResponse({ type: AssessmentHistoryPageDto })
  history(
    @CurrentAuth() auth: AuthContext,
    @Param('type') type: string,
    @Query() query: HistoryQueryDto,
  ): Promise<AssessmentHistoryPage> {
    return this.assessments.history(auth.userId, type, query);
  }

  @Get(':type/results/:id')
  @ApiOperation({ summary: 'One of the member’s results with its 20 answers' })
  @ApiOkResponse({ type: AssessmentResultDetailDto })
  @ApiNotFoundResponse({ description: 'Unknown assessment, or not one of the member’s results' })
  result(
    @CurrentAuth() auth: AuthContext,
    @Param('type') type: string,
    @Param('id') id: string,
  ): Promise<AssessmentResultDetail> {
    return this.assessments.result(auth.userId, type, id);
  }

  @Get(':type/results/:id/report')
  @ApiOperation({ summary: 'The result as a PDF report (`lang`, else the account language)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiNotFoundResponse({ description: 'Unknown assessment, or not one of the member’s results' })
  async report(
    @CurrentAuth() auth: AuthContext,
    @Param('type') type: string,
    @Param('id') id: string,
    @Query() query: ReportQueryDto,
  ): Promise<StreamableFile> {
    const { filename, pdf } = await this.assessments.report(auth.userId, type, id, query);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
      length: pdf.length,
    });
  }

  @Get(':type/progress')
  @ApiOperation({ summary: 'The member’s unfinished run of this assessment' })
  @ApiOkResponse({ type: AssessmentProgressDto })
  @ApiNotFoundResponse({ description: 'No run in progress' })
  progress(
    @CurrentAuth() auth: AuthContext,
    @Param('type') type: string,
  ): Promise<AssessmentProgress> {
    return this.assessments.progress(auth.userId, type);
  }

  @Put(':type/progress')
  @ApiOperation({ summary: 'Keep the answers so far and the current question' })
  @ApiOkResponse({ type: AssessmentProgressDto })
  @ApiBadRequestResponse({ description: '`errors: { field: message }`; nothing written' })
  saveProgress(
    @CurrentAuth() auth: AuthContext,
    @Param('type') type: string,
    @Body() dto: SaveProgressDto,
  ): Promise<AssessmentProgress> {
    return this.assessments.saveProgress(auth.userId, type, dto);
  }

  @Delete(':type/progress')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Forget the run in progress (Take Assessment Again)' })
  @ApiNoContentResponse()
  clearProgress(@CurrentAuth() auth: AuthContext, @Param('type') type: string): Promise<void> {
    return this.assessments.clearProgress(auth.userId, type);
  }
}

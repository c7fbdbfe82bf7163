import { Body, Controller, Get, Header, Headers, Param, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { MasterclassProgress } from '@fabrion/shared';
import { matchesIfNoneMatch } from '../../common/http/conditional-request';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { SaveLessonProgressDto } from './dto/lesson-progress.dto';
import { MASTERCLASS_CACHE_CONTROL } from './masterclass.constants';
import { MasterclassService } from './masterclass.service';

/** The masterclass for members: the course and the member's own progress. */
@ApiTags('masterclass')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('masterclass')
@Authenticated()
export class MasterclassController {
  constructor(private readonly masterclass: MasterclassService) {}

  @Get()
  @Header('cache-control', MASTERCLASS_CACHE_CONTROL)
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Sections with their lessons, ordered (cached 5 minutes)' })
  @ApiOkResponse({ description: '{ sections: [{ id, title, orderIndex, lessons: [...] }] }' })
  @ApiResponse({ status: 304, description: 'If-None-Match holds the current ETag: no body' })
  async course(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { body, etag } = await this.masterclass.courseJson();
    void reply.header('etag', etag);
    if (matchesIfNoneMatch(ifNoneMatch, etag))
      void reply.code(304).removeHeader('content-type').send();
    else void reply.send(body);
  }

  @Get('progress')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The member’s completed lessons, course percent and where to resume' })
  @ApiOkResponse({ description: '{ completedLessonIds, percent, totalLessons, resume }' })
  progress(@CurrentAuth() auth: AuthContext): Promise<MasterclassProgress> {
    return this.masterclass.progress(auth.userId);
  }

  @Put('progress/lessons/:lessonId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Mark a lesson (not) complete and/or keep the playback position' })
  @ApiOkResponse({ description: 'The member’s progress after the change' })
  @ApiBadRequestResponse({ description: '`errors: { field: message }`; nothing written' })
  @ApiNotFoundResponse({ description: 'No such lesson' })
  saveProgress(
    @CurrentAuth() auth: AuthContext,
    @Param('lessonId') lessonId: string,
    @Body() dto: SaveLessonProgressDto,
  ): Promise<MasterclassProgress> {
    return this.masterclass.saveProgress(auth.userId, lessonId, dto);
  }
}

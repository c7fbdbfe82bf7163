import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { TutorChatResponse } from '@fabrion/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { TutorChatDto } from './dto/tutor-chat.dto';
import { sendEventStream } from './event-stream';
import { TutorService } from './tutor.service';

/** The masterclass's AI tutor (spec §7.13). */
@ApiTags('tutor')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('tutor')
@Authenticated()
export class TutorController {
  constructor(private readonly tutor: TutorService) {}

  @Post('chat')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Ask the tutor; answered from the course with citations',
    description:
      'JSON `{ response, citations }`, or with `Accept: text/event-stream` server-sent events: `delta` `{ text }`…, then `done` `{ response, citations }` or `error` `{ message }`.',
  })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({ description: '{ response, citations: [{ lessonId, title }] }' })
  @ApiBadRequestResponse({ description: '`errors: { field: message }`' })
  @ApiTooManyRequestsResponse({ description: 'The member’s message budget is spent' })
  async chat(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: TutorChatDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const question = await this.tutor.prepare(auth.userId, dto);
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      const answer: TutorChatResponse = await this.tutor.reply(auth.userId, question);
      await reply.send(answer);
      return;
    }
    await sendEventStream(reply, (signal) => this.tutor.stream(auth.userId, question, signal));
  }
}

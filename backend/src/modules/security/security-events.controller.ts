import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  parseAdminList,
  parseFilter,
  type RawListQuery,
  setContentRange,
} from '../../common/admin/admin-list';
import { sendCsv } from '../../common/admin/csv';
import { Authenticated } from '../../common/decorators/auth.decorator';
import { SECURITY_EVENT_SORTS } from './security-events.repository';
import { SecurityReviewService, type SecurityEventView } from './security-review.service';

/** The security log for admins: filters by type, outcome, user, IP and time; CSV export. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/security-events')
@Authenticated('admin')
export class SecurityEventsController {
  constructor(private readonly review: SecurityReviewService) {}

  @Get()
  @ApiOperation({
    summary: 'Security events; filter eventType, outcome, userId, user, ip, from, to',
  })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecurityEventView[]> {
    const query = parseAdminList(raw, SECURITY_EVENT_SORTS, 'createdAt');
    const [rows, total] = await this.review.list(query);
    setContentRange(reply, 'security-events', query.skip, rows.length, total);
    return rows;
  }

  @Get('export.csv')
  async export(
    @Query('filter') filter: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendCsv(
      reply,
      'security-events',
      await this.review.exportCsv(parseFilter(filter)),
      new Date(),
    );
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string): Promise<SecurityEventView> {
    return this.review.get(id);
  }
}

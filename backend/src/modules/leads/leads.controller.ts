import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  parseAdminList,
  parseFilter,
  type RawListQuery,
  setContentRange,
} from '../../common/admin/admin-list';
import { sendCsv } from '../../common/admin/csv';
import { ACCOUNT_STAFF, Authenticated } from '../../common/decorators/auth.decorator';
import { type LeadView, UpdateLeadDto } from './dto/lead.dto';
import { LEAD_SORTS } from './leads.repository';
import { LeadsService } from './leads.service';

/** The lead inbox (account managers and admins), in the back office's list contract. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/leads')
@Authenticated(...ACCOUNT_STAFF)
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get()
  @ApiOperation({
    summary: 'Leads; filter view (inbox|spam), status, ownerId, interest, q, from, to',
  })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeadView[]> {
    const query = parseAdminList(raw, LEAD_SORTS, 'createdAt');
    const [rows, total] = await this.leads.list(query);
    setContentRange(reply, 'leads', query.skip, rows.length, total);
    return rows;
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'The filtered leads as CSV (same filter as the list)' })
  async export(
    @Query('filter') filter: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendCsv(reply, 'leads', await this.leads.exportCsv(parseFilter(filter)), new Date());
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string): Promise<LeadView> {
    return this.leads.get(id);
  }

  /** ra-data-simple-rest's update is a PUT; PATCH does the same. */
  @Put(':id')
  put(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateLeadDto): Promise<LeadView> {
    return this.leads.update(id, dto);
  }

  @Patch(':id')
  patch(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateLeadDto): Promise<LeadView> {
    return this.leads.update(id, dto);
  }

  @Post(':id/release')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move a spam-flagged submission into the inbox' })
  release(@Param('id', ParseUUIDPipe) id: string): Promise<LeadView> {
    return this.leads.release(id);
  }
}

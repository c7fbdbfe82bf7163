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
import { AUDIT_SORTS } from './audit.repository';
import { AuditService, type AuditView } from './audit.service';

/** The staff audit log (admins): browse and export. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/audit-log')
@Authenticated('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'Audit entries; filter actorId, method, entity, targetId, q, from, to' })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditView[]> {
    const query = parseAdminList(raw, AUDIT_SORTS, 'createdAt');
    const [rows, total] = await this.audit.list(query);
    setContentRange(reply, 'audit-log', query.skip, rows.length, total);
    return rows;
  }

  @Get('export.csv')
  async export(
    @Query('filter') filter: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendCsv(reply, 'audit-log', await this.audit.exportCsv(parseFilter(filter)), new Date());
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string): Promise<AuditView> {
    return this.audit.get(id);
  }
}

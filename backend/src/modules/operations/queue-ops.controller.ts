import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { parseAdminList, type RawListQuery, setContentRange } from '../../common/admin/admin-list';
import { Authenticated } from '../../common/decorators/auth.decorator';
import type { QueueCountsView, QueueJobView } from './dto/queue.dto';
import { QueueOpsService } from './queue-ops.service';

/** The notification queue for ops and admins: counts, jobs (masked), retry and remove. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
@Authenticated('ops', 'admin')
export class QueueOpsController {
  constructor(private readonly queue: QueueOpsService) {}

  @Get('queue/counts')
  @ApiOperation({ summary: 'Jobs per state: waiting, active, delayed, completed, failed' })
  counts(): Promise<QueueCountsView> {
    return this.queue.counts();
  }

  @Get('queue-jobs')
  @ApiOperation({
    summary: 'Jobs of one state (filter {"state":"failed"} by default), newest first',
  })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueJobView[]> {
    const query = parseAdminList(raw, ['createdAt'] as const, 'createdAt');
    const [jobs, total] = await this.queue.list(query);
    setContentRange(reply, 'queue-jobs', query.skip, jobs.length, total);
    return jobs;
  }

  @Post('queue-jobs/retry-failed')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry every failed job' })
  retryAll(): Promise<{ retried: number }> {
    return this.queue.retryAllFailed();
  }

  @Get('queue-jobs/:id')
  get(@Param('id') id: string): Promise<QueueJobView> {
    return this.queue.get(id);
  }

  @Post('queue-jobs/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry one failed job (attempts reset)' })
  retry(@Param('id') id: string): Promise<QueueJobView> {
    return this.queue.retry(id);
  }

  @Delete('queue-jobs/:id')
  @ApiOperation({ summary: 'Remove a job that is not running' })
  remove(@Param('id') id: string): Promise<{ id: string }> {
    return this.queue.remove(id);
  }
}

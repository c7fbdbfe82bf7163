import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AssessmentLatestEntry,
  AuthUser,
  MemberCourseProgress,
  MemberResourceDownloads,
  SessionSummary,
  UserStatus,
} from '@fabrion/shared';
import {
  AdminListDocs,
  contentRange,
  type RawListQuery,
} from '../../common/admin/admin-list-query';
import {
  ACCOUNT_STAFF,
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { ClientIp, UserAgent } from '../../common/decorators/client-ip.decorator';
import type { RequestContext } from '../security/security.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AccountsService } from './accounts.service';
import { ChangeRoleDto, CreateClientDto } from './dto/accounts.dto';
import { parseListQuery } from './list-query';
import { uuidParam } from '../../common/admin/uuid-param';

type StaffUserView = AuthUser & {
  status: UserStatus;
  createdAt: string;
  lastSignInAt: string | null;
};
const view = (user: UserEntity): StaffUserView => ({
  ...UsersService.toAuthUser(user),
  status: user.status,
  createdAt: user.createdAt.toISOString(),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
});
const uuid = uuidParam('id');

/**
 * Back-office API over accounts. Account managers and admins; account managers only ever see
 * member accounts (a staff account answers 404), and only admins create staff or change roles.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Authenticated(...ACCOUNT_STAFF)
export class StaffAccountsController {
  constructor(private readonly accounts: AccountsService) {}

  /** ra-data-simple-rest list: the rows, and `Content-Range: users <first>-<last>/<total>`. */
  @Get()
  @AdminListDocs()
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() raw: RawListQuery,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffUserView[]> {
    const query = parseListQuery(raw);
    const [users, total] = await this.accounts.list(auth, query, { ip, userAgent });
    void reply.header('content-range', contentRange('users', query.skip, users.length, total));
    return users.map(view);
  }

  @Get(':id')
  async get(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<StaffUserView> {
    return view(await this.accounts.get(auth, id, { ip, userAgent }));
  }

  @Post()
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: CreateClientDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<StaffUserView> {
    return view(await this.accounts.createClient(auth, dto, { ip, userAgent }));
  }

  @Post(':id/resend-invitation')
  @HttpCode(204)
  async resend(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<void> {
    await this.accounts.resendInvitation(auth, id, { ip, userAgent });
  }

  @Post(':id/disable')
  @HttpCode(204)
  async disable(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<void> {
    await this.accounts.disable(auth, id, { ip, userAgent });
  }

  @Post(':id/enable')
  async enable(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<StaffUserView> {
    return view(await this.accounts.enable(auth, id, { ip, userAgent }));
  }

  @Patch(':id/role')
  @Authenticated('admin')
  async changeRole(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @Body() dto: ChangeRoleDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<StaffUserView> {
    return view(await this.accounts.changeRole(auth, id, dto.role, { ip, userAgent }));
  }

  @Get(':id/assessments')
  assessments(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
  ): Promise<AssessmentLatestEntry[]> {
    return this.accounts.latestAssessments(auth, id);
  }

  /** The member's progress through the masterclass (lessons completed, the last one watched). */
  @Get(':id/course-progress')
  courseProgress(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
  ): Promise<MemberCourseProgress> {
    return this.accounts.courseProgress(auth, id);
  }

  /** The member's latest resource downloads (20, newest first) and how many in all. */
  @Get(':id/resource-downloads')
  resourceDownloads(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
  ): Promise<MemberResourceDownloads> {
    return this.accounts.resourceDownloads(auth, id);
  }

  @Get(':id/sessions')
  async sessions(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
  ): Promise<SessionSummary[]> {
    const sessions = await this.accounts.listSessions(auth, id);
    return sessions.map((session) => ({
      id: session.id,
      current: false,
      createdAt: session.createdAt.toISOString(),
      lastActivityAt: session.lastActivityAt.toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
    }));
  }

  @Delete(':id/sessions/:sessionId')
  @HttpCode(204)
  async revokeSession(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @Param('sessionId', uuidParam('sessionId')) sessionId: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<void> {
    await this.accounts.revokeSession(auth, id, sessionId, { ip, userAgent });
  }

  @Post(':id/sessions/revoke-all')
  async revokeAll(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<{ ended: number }> {
    const context: RequestContext = { ip, userAgent };
    return { ended: await this.accounts.revokeAllSessions(auth, id, context) };
  }
}

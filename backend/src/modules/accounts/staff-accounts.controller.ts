import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser, UserStatus } from '@fabrion/shared';
import {
  ACCOUNT_STAFF,
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { ClientIp, UserAgent } from '../../common/decorators/client-ip.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AccountsService } from './accounts.service';
import { CreateClientDto } from './dto/accounts.dto';
import { parseListQuery } from './list-query';

type StaffUserView = AuthUser & { status: UserStatus; createdAt: string };
const view = (user: UserEntity): StaffUserView => ({
  ...UsersService.toAuthUser(user),
  status: user.status,
  createdAt: user.createdAt.toISOString(),
});

/** Back-office API over client accounts (account managers and admins). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Authenticated(...ACCOUNT_STAFF)
export class StaffAccountsController {
  constructor(private readonly accounts: AccountsService) {}

  /** ra-data-simple-rest list: the rows, and `Content-Range: users <first>-<last>/<total>`. */
  @Get()
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() raw: { sort?: string; range?: string; filter?: string },
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffUserView[]> {
    const query = parseListQuery(raw);
    const [users, total] = await this.accounts.list(auth.userId, query, { ip, userAgent });
    const last = users.length > 0 ? query.skip + users.length - 1 : query.skip;
    void reply.header('content-range', `users ${query.skip}-${last}/${total}`);
    return users.map(view);
  }

  @Get(':id')
  async get(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<StaffUserView> {
    return view(await this.accounts.get(auth.userId, id, { ip, userAgent }));
  }

  @Post()
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: CreateClientDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<StaffUserView> {
    return view(await this.accounts.createClient(auth.userId, dto, { ip, userAgent }));
  }

  @Post(':id/resend-invitation')
  @HttpCode(204)
  async resend(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<void> {
    await this.accounts.resendInvitation(auth.userId, id, { ip, userAgent });
  }

  @Post(':id/disable')
  @HttpCode(204)
  async disable(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<void> {
    await this.accounts.disable(auth.userId, id, { ip, userAgent });
  }
}

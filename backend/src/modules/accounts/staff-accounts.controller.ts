import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
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

  @Get()
  async list(
    @CurrentAuth() auth: AuthContext,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ) {
    const users = await this.accounts.list(auth.userId, { ip, userAgent });
    return { data: users.map(view), total: users.length };
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

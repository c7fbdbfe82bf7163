import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser, SessionSummary } from '@fabrion/shared';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { ClientIp, UserAgent } from '../../common/decorators/client-ip.decorator';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { ActivityDto, ChangePasswordDto } from './dto/auth.dto';
import { SessionsService } from './sessions.service';

/** The signed-in user's own account: who am I, activity, sessions, password. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
@Authenticated()
export class MeController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
  ) {}

  @Get('me')
  async me(@CurrentAuth() current: AuthContext): Promise<AuthUser> {
    const user = await this.users.findById(current.userId);
    if (!user) throw new NotFoundException();
    return UsersService.toAuthUser(user);
  }

  /** The client reports user activity (at most once a minute); optional device check. */
  @Post('activity')
  @HttpCode(200)
  async activity(
    @CurrentAuth() current: AuthContext,
    @Body() dto: ActivityDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<{ deviceChanged: boolean }> {
    if (!dto.fingerprint) return { deviceChanged: false };
    const user = await this.users.findById(current.userId);
    if (!user) throw new NotFoundException();
    return { deviceChanged: await this.auth.checkDevice(user, dto.fingerprint, { ip, userAgent }) };
  }

  @Get('sessions')
  async list(@CurrentAuth() current: AuthContext): Promise<SessionSummary[]> {
    const sessions = await this.sessions.listLive(current.userId);
    return sessions.map((s) => ({
      id: s.id,
      current: s.id === current.sessionId,
      createdAt: s.createdAt.toISOString(),
      lastActivityAt: s.lastActivityAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
    }));
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  async signOutOthers(@CurrentAuth() current: AuthContext): Promise<{ signedOut: number }> {
    return {
      signedOut: await this.sessions.revokeAll(
        current.userId,
        'signed_out_elsewhere',
        current.sessionId,
      ),
    };
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  async revoke(@CurrentAuth() current: AuthContext, @Param('id', ParseUUIDPipe) id: string) {
    await this.sessions.revokeOwn(current.userId, id);
  }

  @Post('password/change')
  @HttpCode(204)
  async changePassword(
    @CurrentAuth() current: AuthContext,
    @Body() dto: ChangePasswordDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ) {
    await this.auth.changePassword(
      current.userId,
      current.sessionId,
      dto.currentPassword,
      dto.newPassword,
      { ip, userAgent },
    );
  }
}

import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type SessionResponse } from '@fabrion/shared';
import { ClientIp, UserAgent } from '../../common/decorators/client-ip.decorator';
import { authConfig } from '../../config';
import { UsersService } from '../users/users.service';
import { AccountLinksService } from './account-links.service';
import { AuthService, type SignedIn } from './auth.service';
import {
  CompleteSetupDto,
  ConfirmTokenDto,
  ForgotPasswordDto,
  LoginDto,
  ResetPasswordDto,
  ResetTokenDto,
} from './dto/auth.dto';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { SessionsService } from './sessions.service';

/** Sign-in, refresh, sign-out and the e-mailed link flows. */
@ApiTags('auth')
@Controller('auth')
@UseGuards(ThrottlerGuard)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const signedIn = await this.auth.login(
      dto.email,
      dto.password,
      { ip, userAgent },
      dto.fingerprint,
    );
    return this.respond(reply, signedIn);
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(
    @Req() request: FastifyRequest,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    try {
      const issued = await this.sessions.refresh(request.cookies[this.config.refreshCookieName], {
        ip,
        userAgent,
      });
      return this.respond(reply, { ...issued, deviceChanged: false });
    } catch (error) {
      clearRefreshCookie(reply, this.config);
      throw error;
    }
  }

  /** Ends the session named by the refresh cookie (works even when the access token expired). */
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const cookie = request.cookies[this.config.refreshCookieName];
    if (cookie) await this.sessions.revokeWithCookie(cookie, { ip, userAgent });
    clearRefreshCookie(reply, this.config);
  }

  @Post('password/forgot')
  @HttpCode(202)
  @Throttle({ default: { limit: 5, ttl: 15 * 60_000 } })
  forgot(@Body() dto: ForgotPasswordDto): { message: string } {
    this.links.requestResetInBackground(dto.email);
    return { message: AUTH_MESSAGES.forgotAnswer };
  }

  @Post('password/reset/verify')
  @HttpCode(200)
  verifyReset(
    @Body() dto: ResetTokenDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ) {
    return this.links.verifyReset(dto.token, { ip, userAgent });
  }

  @Post('password/reset')
  @HttpCode(204)
  async reset(
    @Body() dto: ResetPasswordDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.links.resetPassword(dto.token, dto.password, { ip, userAgent });
    clearRefreshCookie(reply, this.config);
  }

  @Post('confirm/verify')
  @HttpCode(200)
  verifyConfirm(
    @Body() dto: ConfirmTokenDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ) {
    return this.links.verifyInvitation(dto.token_hash, { ip, userAgent });
  }

  @Post('confirm/complete')
  @HttpCode(200)
  async complete(
    @Body() dto: CompleteSetupDto,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const signedIn = await this.links.completeSetup(
      dto.token_hash,
      { fullName: dto.fullName, phoneNumber: dto.phoneNumber, password: dto.password },
      { ip, userAgent },
      dto.fingerprint,
    );
    return this.respond(reply, signedIn);
  }

  @Get('config')
  publicConfig() {
    return { communityLinks: this.config.communityLinks, idleTimeoutMs: this.config.idleTimeoutMs };
  }

  private respond(reply: FastifyReply, signedIn: SignedIn): SessionResponse {
    if (signedIn.refreshToken) setRefreshCookie(reply, this.config, signedIn.refreshToken);
    void reply.header('cache-control', 'no-store');
    return {
      accessToken: signedIn.accessToken,
      expiresIn: this.config.accessTokenTtlS,
      user: UsersService.toAuthUser(signedIn.user),
      ...(signedIn.deviceChanged ? { deviceChanged: true } : {}),
    };
  }
}

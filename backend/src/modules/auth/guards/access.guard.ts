import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type UserRole } from '@fabrion/shared';
import { AUTH_ROLES_KEY, type AuthContext } from '../../../common/decorators/auth.decorator';
import { SecurityService } from '../../security/security.service';
import { SessionsService } from '../sessions.service';

/**
 * Global guard; acts only on routes marked `@Authenticated(...)`: a Bearer access token for a live
 * session (401 otherwise) and, when roles are listed, one of them (403 otherwise). Every denial is
 * recorded as `access_denied` (the token itself never is).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly security: SecurityService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(AUTH_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles === undefined) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: AuthContext }>();
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const ua = request.headers['user-agent'];
    const client = { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
    const denied = (status: number, userId: string | null) =>
      this.security.recordInBackground('access_denied', userId, client, {
        method: request.method,
        path: request.url.split('?')[0],
        status,
      });
    try {
      request.auth = await this.sessions.authenticate(token, client);
    } catch (error) {
      if (error instanceof UnauthorizedException) denied(401, null);
      throw error;
    }
    if (roles.length > 0 && !roles.includes(request.auth.role)) {
      denied(403, request.auth.userId);
      throw new ForbiddenException({ message: AUTH_MESSAGES.forbidden });
    }
    return true;
  }
}

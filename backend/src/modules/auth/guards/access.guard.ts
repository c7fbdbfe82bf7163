import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type UserRole } from '@fabrion/shared';
import { AUTH_ROLES_KEY, type AuthContext } from '../../../common/decorators/auth.decorator';
import { SessionsService } from '../sessions.service';

/**
 * Global guard; acts only on routes marked `@Authenticated(...)`: a Bearer access token for a live
 * session (401 otherwise) and, when roles are listed, one of them (403 otherwise).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
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
    request.auth = await this.sessions.authenticate(token, {
      ip: request.ip,
      userAgent: typeof ua === 'string' ? ua : null,
    });
    if (roles.length > 0 && !roles.includes(request.auth.role))
      throw new ForbiddenException({ message: AUTH_MESSAGES.forbidden });
    return true;
  }
}

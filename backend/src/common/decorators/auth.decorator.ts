import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { UserRole } from '@fabrion/shared';

export const AUTH_ROLES_KEY = 'fabrion:auth-roles';

/** What the access guard attaches to a request it let through. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: UserRole;
}

/**
 * The route needs a signed-in user (any role when none is given, else one of `roles`). The access
 * guard (auth module, global) answers 401 without a valid session and 403 for another role.
 */
export const Authenticated = (...roles: UserRole[]) => SetMetadata(AUTH_ROLES_KEY, roles);

/** The staff roles that manage client accounts. */
export const ACCOUNT_STAFF: UserRole[] = ['account_manager', 'admin'];

export const CurrentAuth = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthContext => {
    const auth = context.switchToHttp().getRequest<{ auth?: AuthContext }>().auth;
    if (!auth) throw new Error('CurrentAuth used on a route without @Authenticated()');
    return auth;
  },
);

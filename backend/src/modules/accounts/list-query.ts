import { BadRequestException } from '@nestjs/common';
import type { UserRole, UserStatus } from '@fabrion/shared';
import {
  type AdminListQuery,
  parseAdminListQuery,
  type RawListQuery,
} from '../../common/admin/admin-list-query';

const SORTABLE = ['email', 'createdAt', 'role', 'status', 'lastSignInAt'] as const;
export const ACCOUNT_STATUSES: readonly UserStatus[] = ['invited', 'active', 'disabled'];
export const ACCOUNT_ROLES: readonly UserRole[] = [
  'member',
  'account_manager',
  'editor',
  'ops',
  'admin',
];
/** The "last sign-in" filter: within 7 or 30 days, not within 30 days (or never), never. */
export const LAST_SIGN_IN = ['7d', '30d', 'over30d', 'never'] as const;

export interface AccountListQuery extends AdminListQuery<(typeof SORTABLE)[number]> {
  q?: string;
  status?: UserStatus;
  role?: UserRole;
  lastSignIn?: (typeof LAST_SIGN_IN)[number];
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]) {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new BadRequestException({
      message: 'Validation failed',
      errors: { [`filter.${name}`]: `${name} must be one of: ${allowed.join(', ')}` },
    });
  return value as T;
}

/** The accounts list: search `q` (e-mail or name), `status`, `role`, `lastSignIn`. */
export function parseListQuery(raw: RawListQuery): AccountListQuery {
  const query = parseAdminListQuery(raw, {
    sortable: SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
    filters: ['q', 'status', 'role', 'lastSignIn'],
  });
  return {
    ...query,
    q: query.filter.q?.slice(0, 100),
    status: oneOf('status', query.filter.status, ACCOUNT_STATUSES),
    role: oneOf('role', query.filter.role, ACCOUNT_ROLES),
    lastSignIn: oneOf('lastSignIn', query.filter.lastSignIn, LAST_SIGN_IN),
  };
}

/**
 * The roles the server allows on each operations resource (mirrored for menus; the server checks
 * every request on its own).
 */
export const OPERATIONS_RESOURCE_ROLES: Record<string, readonly string[]> = {
  leads: ['account_manager', 'admin'],
  'security-events': ['admin'],
  'audit-log': ['admin'],
  'queue-jobs': ['ops', 'admin'],
};

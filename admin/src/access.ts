import { OPERATIONS_RESOURCE_ROLES } from './operations/access';

/**
 * Which staff role may open which back-office resource. The server checks every request on its
 * own; this only mirrors it so that menus and pages match what the API will allow.
 */
export const RESOURCE_ROLES: Record<string, readonly string[]> = {
  users: ['account_manager', 'admin'],
  posts: ['editor', 'admin'],
  'case-studies': ['editor', 'admin'],
  jobs: ['editor', 'admin'],
  'client-logos': ['editor', 'admin'],
  resources: ['editor', 'admin'],
  'masterclass-sections': ['editor', 'admin'],
  'masterclass-lessons': ['editor', 'admin'],
  ...OPERATIONS_RESOURCE_ROLES,
};

/** Staff-only actions inside a resource (creating staff, changing roles). */
const ADMIN_ONLY_ACTIONS = new Set(['users.staff']);

export function canAccess(role: string | undefined, resource: string, action = 'list'): boolean {
  if (!role) return false;
  if (ADMIN_ONLY_ACTIONS.has(`${resource}.${action}`)) return role === 'admin';
  const roles = RESOURCE_ROLES[resource];
  // Resources this file does not know (the dashboard, other helpers' pages) are the server's call.
  return roles ? roles.includes(role) : true;
}

export const STATUS_CHOICES = [
  { id: 'invited', name: 'Invited' },
  { id: 'active', name: 'Active' },
  { id: 'disabled', name: 'Disabled' },
];

export const LAST_SIGN_IN_CHOICES = [
  { id: '7d', name: 'In the last 7 days' },
  { id: '30d', name: 'In the last 30 days' },
  { id: 'over30d', name: 'Not in the last 30 days' },
  { id: 'never', name: 'Never' },
];

export const ROLE_CHOICES = [
  { id: 'member', name: 'Member' },
  { id: 'account_manager', name: 'Account manager' },
  { id: 'editor', name: 'Editor' },
  { id: 'ops', name: 'Ops' },
  { id: 'admin', name: 'Admin' },
];

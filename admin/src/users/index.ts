import People from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** Accounts: list, create (sends the invitation), resend, disable/enable, sessions. */
export const users = {
  list: UserList,
  create: UserCreate,
  show: UserShow,
  icon: People,
  options: { label: 'Accounts' },
};

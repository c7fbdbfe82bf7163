import People from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';

/** Client accounts: list, create (sends the invitation), resend, disable. */
export const users = {
  list: UserList,
  create: UserCreate,
  icon: People,
  options: { label: 'Accounts' },
};

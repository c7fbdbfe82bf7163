import SecurityIcon from '@mui/icons-material/Security';
import { SecurityEventList } from './SecurityEventList';

/** The security log (admins). */
export const securityEvents = {
  list: SecurityEventList,
  icon: SecurityIcon,
  options: { label: 'Security events' },
};

import InboxIcon from '@mui/icons-material/Inbox';
import { LeadEdit } from './LeadEdit';
import { LeadList } from './LeadList';

/** Contact submissions as a lead inbox (account managers and admins). */
export const leads = {
  list: LeadList,
  edit: LeadEdit,
  icon: InboxIcon,
  options: { label: 'Leads' },
  recordRepresentation: 'name',
};

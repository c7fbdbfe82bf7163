import QueueIcon from '@mui/icons-material/Sms';
import { QueueJobList } from './QueueJobList';
import { QueueJobShow } from './QueueJobShow';

/** The SMS notification queue (ops and admins). */
export const queueJobs = {
  list: QueueJobList,
  show: QueueJobShow,
  icon: QueueIcon,
  options: { label: 'Notification queue' },
};

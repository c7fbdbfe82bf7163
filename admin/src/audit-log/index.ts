import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

/** The staff audit log (admins). */
export const auditLog = {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  options: { label: 'Audit log' },
};

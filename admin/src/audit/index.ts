// 보안 › 감사 기록 (/admin/audit-logs, REST /api/audit-logs): read-only; the log is written by the server only.
import PolicyIcon from '@mui/icons-material/Policy';
import { lazyScreen } from '../lazy-screen';

export const auditLogs = {
  list: lazyScreen(() => import('./AuditLogList').then((m) => m.AuditLogList)),
  icon: PolicyIcon,
};

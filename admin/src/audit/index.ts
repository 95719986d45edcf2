// 보안 › 감사 기록 (/admin/audit, REST /api/audit-logs): read-only; the log is written by the server only.
import PolicyIcon from '@mui/icons-material/Policy';
import { AuditLogList } from './AuditLogList';

export const auditLogs = { list: AuditLogList, icon: PolicyIcon };

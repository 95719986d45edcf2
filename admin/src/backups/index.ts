// 보안 › 백업 (/admin/backups, REST /api/backups, 최고관리자 only): the last backups, read-only; the copies are made
// by the 03:00 job and `npm run backup`.
import BackupIcon from '@mui/icons-material/Backup';
import { lazyScreen } from '../lazy-screen';

export const backups = {
  list: lazyScreen(() => import('./BackupList').then((m) => m.BackupList)),
  icon: BackupIcon,
};

// 기타 › 가져오기 기록 (/admin/import-runs, REST /api/import-runs, 최고관리자 only), beside 리디렉션 관리 as the other half of
// moving in: every run of an importer, dry runs included, and each run's Korean report, read-only (`npm run import`).
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { lazyScreen } from '../lazy-screen';

export const importRuns = {
  list: lazyScreen(() => import('./ImportRunList').then((m) => m.ImportRunList)),
  show: lazyScreen(() => import('./ImportRunShow').then((m) => m.ImportRunShow)),
  icon: MoveToInboxIcon,
};

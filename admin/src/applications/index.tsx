// 원서접수 관리 (/admin/applications) and its access log (/admin/applications/access-logs).
import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreen } from '../lazy-screen';

export const applications = {
  list: lazyScreen(() => import('./ApplicationList').then((m) => m.ApplicationList)),
  show: lazyScreen(() => import('./ApplicationShow').then((m) => m.ApplicationShow)),
  icon: AssignmentIcon,
  recordRepresentation: 'receiptNo',
};
export const accessLogs = { list: lazyScreen(() => import('./AccessLogList').then((m) => m.AccessLogList)) };
export { applicationMessages } from './i18n';

// 원서접수 관리 (/admin/application) and its access log (/admin/application-access-log).
import AssignmentIcon from '@mui/icons-material/Assignment';
import { AccessLogList } from './AccessLogList';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

export const applications = {
  list: ApplicationList,
  show: ApplicationShow,
  icon: AssignmentIcon,
  recordRepresentation: 'receiptNo',
};
export const accessLogs = { list: AccessLogList };
export { applicationMessages } from './i18n';

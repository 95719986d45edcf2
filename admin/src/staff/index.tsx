// The staff screens at /admin/staff (최고관리자 only): the list, creating an account, editing one.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../lazy-screen';

export const staff = {
  list: lazyScreen(() => import('./StaffList').then((m) => m.StaffList)),
  create: lazyScreen(() => import('./StaffCreate').then((m) => m.StaffCreate)),
  edit: lazyScreen(() => import('./StaffEdit').then((m) => m.StaffEdit)),
  icon: AdminPanelSettingsIcon,
  options: { label: '관리자 계정' },
};

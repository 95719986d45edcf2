// The staff screens at /admin/staff (최고관리자 only): the list, creating an account, editing one.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

export const staff = {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: AdminPanelSettingsIcon,
  options: { label: '관리자 계정' },
};

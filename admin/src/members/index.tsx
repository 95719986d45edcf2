// The member screen at /admin/members (최고관리자 only).
import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../lazy-screen';

export const members = {
  list: lazyScreen(() => import('./MemberList').then((m) => m.MemberList)),
  icon: PeopleIcon,
  options: { label: '회원 관리' },
};

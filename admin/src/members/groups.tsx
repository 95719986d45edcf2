// 회원 그룹 at /admin/member-groups (최고관리자, beside 회원 관리): the groups a board's 읽기 권한 may name, and their
// members. Other staff never open it; the board form reads the groups' names from the API.
import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../lazy-screen';

export const memberGroups = {
  list: lazyScreen(() => import('./MemberGroupScreens').then((m) => m.MemberGroupList)),
  create: lazyScreen(() => import('./MemberGroupScreens').then((m) => m.MemberGroupCreate)),
  edit: lazyScreen(() => import('./MemberGroupScreens').then((m) => m.MemberGroupEdit)),
  icon: GroupsIcon,
  options: { label: '회원 그룹' },
};

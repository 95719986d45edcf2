// 회원 그룹 at /admin/member-groups: every staff role sees the groups (a board's 읽기 권한 may name one); the
// 최고관리자 makes them and chooses their members.
import GroupsIcon from '@mui/icons-material/Groups';
import { can } from '../../../domain/roles';
import { lazyScreen } from '../lazy-screen';

export function memberGroupsScreens(role: string | null | undefined) {
  const write = can(role, 'memberGroups', 'write');
  return {
    list: lazyScreen(() => import('./MemberGroupScreens').then((m) => m.MemberGroupList)),
    ...(write
      ? {
          create: lazyScreen(() => import('./MemberGroupScreens').then((m) => m.MemberGroupCreate)),
          edit: lazyScreen(() => import('./MemberGroupScreens').then((m) => m.MemberGroupEdit)),
        }
      : {}),
    icon: GroupsIcon,
    options: { label: '회원 그룹' },
  };
}

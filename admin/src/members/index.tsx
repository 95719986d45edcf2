// The member screen at /admin/members (최고관리자 only).
import PeopleIcon from '@mui/icons-material/People';
import { MemberList } from './MemberList';

export const members = { list: MemberList, icon: PeopleIcon, options: { label: '회원 관리' } };

// The admin navigation of spec §2: 게시판 관리 / 원서접수 관리 / 기타, then 보안 (감사 기록), and which of it a role may
// open. The professor board lives under 기타 and never lights up 게시판 관리. Menu.tsx draws it.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { ComponentType } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ForumIcon from '@mui/icons-material/Forum';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ArticleIcon from '@mui/icons-material/Article';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PeopleIcon from '@mui/icons-material/People';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import MailIcon from '@mui/icons-material/Mail';
import EventNoteIcon from '@mui/icons-material/EventNote';
import DraftsIcon from '@mui/icons-material/Drafts';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PolicyIcon from '@mui/icons-material/Policy';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import GavelIcon from '@mui/icons-material/Gavel';
import BackupIcon from '@mui/icons-material/Backup';
import FolderDeleteIcon from '@mui/icons-material/FolderDelete';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import CampaignIcon from '@mui/icons-material/Campaign';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Location } from 'react-router-dom';
import { can, type Area } from '../../../domain/roles';
import { scopeReaches, type StaffScope } from '../../../domain/scope';
import { storedScope } from '../session';

const isProfessorBoard = (loc: Location) => new URLSearchParams(loc.search).get('boardEnName') === 'professor';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
  active: (loc: Location) => boolean;
  /** What the screen reads: a role without that grant never sees the item (domain/roles.ts). */
  area: Area;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navigation: NavGroup[] = [
  {
    label: '',
    items: [{ label: '대시보드', to: '/', icon: DashboardIcon, active: (l) => l.pathname === '/', area: 'dashboard' }],
  },
  {
    label: '게시판 관리',
    items: [
      {
        label: '게시판 관리',
        to: '/boards',
        icon: ForumIcon,
        active: (l) => l.pathname.startsWith('/boards') && !isProfessorBoard(l),
        area: 'boards',
      },
      {
        label: '휴지통',
        to: '/trash',
        icon: DeleteSweepIcon,
        active: (l) => l.pathname.startsWith('/trash'),
        area: 'trash',
      },
      {
        label: '승인 요청',
        to: '/approvals',
        icon: TaskAltIcon,
        active: (l) => l.pathname.startsWith('/approvals'),
        area: 'approvals',
      },
      {
        label: '입학상담',
        to: '/questions',
        icon: QuestionAnswerIcon,
        active: (l) => l.pathname.startsWith('/questions'),
        area: 'questions',
      },
    ],
  },
  {
    label: '원서접수 관리',
    items: [
      {
        label: '원서접수 관리',
        to: '/applications',
        icon: AssignmentIcon,
        active: (l) => l.pathname.startsWith('/applications') && !l.pathname.startsWith('/applications/proxy'),
        area: 'applications',
      },
      {
        label: '대리 접수',
        to: '/applications/proxy',
        icon: NoteAddIcon,
        active: (l) => l.pathname.startsWith('/applications/proxy'),
        area: 'applications',
      },
      {
        label: '모집 일정',
        to: '/rounds',
        icon: EventNoteIcon,
        active: (l) => l.pathname.startsWith('/rounds'),
        area: 'rounds',
      },
      {
        label: '신청 양식',
        to: '/forms',
        icon: EventAvailableIcon,
        active: (l) => l.pathname.startsWith('/forms'),
        area: 'forms',
      },
      {
        label: '발송 내역',
        to: '/mail-outbox',
        icon: MailIcon,
        active: (l) => l.pathname.startsWith('/mail-outbox'),
        area: 'mail',
      },
      {
        label: '메일 양식',
        to: '/mail-templates',
        icon: DraftsIcon,
        active: (l) => l.pathname.startsWith('/mail-templates'),
        area: 'mail',
      },
      {
        label: '결과 통지서',
        to: '/result-letters',
        icon: MarkEmailReadIcon,
        active: (l) => l.pathname.startsWith('/result-letters'),
        area: 'mail',
      },
      {
        label: '홍보 메일',
        to: '/campaigns',
        icon: CampaignIcon,
        active: (l) => l.pathname.startsWith('/campaigns'),
        area: 'mail',
      },
      {
        label: '입학 소식 구독자',
        to: '/subscribers',
        icon: MarkunreadMailboxIcon,
        active: (l) => l.pathname.startsWith('/subscribers'),
        area: 'mail',
      },
      {
        label: '개인정보 요청',
        to: '/privacy-requests',
        icon: PrivacyTipIcon,
        active: (l) => l.pathname.startsWith('/privacy-requests'),
        area: 'privacyRequests',
      },
    ],
  },
  {
    label: '기타',
    items: [
      {
        label: '페이지 관리',
        to: '/pages',
        icon: ArticleIcon,
        active: (l) => l.pathname.startsWith('/pages'),
        area: 'pages',
      },
      {
        label: '자주 묻는 질문',
        to: '/faqs',
        icon: LiveHelpIcon,
        active: (l) => l.pathname.startsWith('/faqs'),
        area: 'faqs',
      },
      {
        label: '팝업 관리',
        to: '/popups',
        icon: WebAssetIcon,
        active: (l) => l.pathname.startsWith('/popups'),
        area: 'popups',
      },
      {
        label: '메뉴 관리',
        to: '/menu',
        icon: MenuOpenIcon,
        active: (l) => l.pathname.startsWith('/menu'),
        area: 'menu',
      },
      {
        label: '리디렉션 관리',
        to: '/redirects',
        icon: AltRouteIcon,
        active: (l) => l.pathname.startsWith('/redirects'),
        area: 'redirects',
      },
      {
        label: '404 기록',
        to: '/not-found',
        icon: LinkOffIcon,
        active: (l) => l.pathname.startsWith('/not-found'),
        area: 'redirects',
      },
      {
        label: '가져오기 기록',
        to: '/import-runs',
        icon: MoveToInboxIcon,
        active: (l) => l.pathname.startsWith('/import-runs'),
        area: 'imports',
      },
      {
        label: '깨진 링크',
        to: '/link-checks',
        icon: BrokenImageIcon,
        active: (l) => l.pathname.startsWith('/link-checks'),
        area: 'linkChecks',
      },
      {
        label: '개인정보처리방침',
        to: '/privacy-versions',
        icon: GavelIcon,
        active: (l) => l.pathname.startsWith('/privacy-versions'),
        area: 'pages',
      },
      {
        label: '교수진 관리',
        to: '/boards/content?boardEnName=professor',
        icon: SchoolIcon,
        active: isProfessorBoard,
        area: 'boards',
      },
      {
        label: '사이트 설정',
        to: '/etc/settings',
        icon: SettingsIcon,
        active: (l) => l.pathname.startsWith('/etc/settings'),
        area: 'settings',
      },
    ],
  },
  {
    label: '보안',
    items: [
      {
        label: '관리자 계정',
        to: '/staff',
        icon: AdminPanelSettingsIcon,
        active: (l) => l.pathname.startsWith('/staff'),
        area: 'staff',
      },
      {
        label: '회원 관리',
        to: '/members',
        icon: PeopleIcon,
        active: (l) => l.pathname.startsWith('/members'),
        area: 'members',
      },
      {
        label: '회원 그룹',
        to: '/member-groups',
        icon: GroupsIcon,
        active: (l) => l.pathname.startsWith('/member-groups'),
        area: 'members',
      },
      {
        label: '접속기록 점검',
        to: '/access-review',
        icon: FactCheckIcon,
        active: (l) => l.pathname.startsWith('/access-review'),
        area: 'accessReview',
      },
      {
        label: '감사 기록',
        to: '/audit-logs',
        icon: PolicyIcon,
        active: (l) => l.pathname.startsWith('/audit-logs'),
        area: 'audit',
      },
      {
        label: '파기 대장',
        to: '/destruction-records',
        icon: FolderDeleteIcon,
        active: (l) => l.pathname.startsWith('/destruction-records'),
        area: 'destruction',
      },
      {
        label: '백업',
        to: '/backups',
        icon: BackupIcon,
        active: (l) => l.pathname.startsWith('/backups'),
        area: 'backups',
      },
    ],
  },
];

/** The groups and items a role may open (a scoped account: only in its reach, domain/scope.ts); empty groups go too. */
export function navigationFor(role: string | null | undefined, scope: StaffScope | null = storedScope()): NavGroup[] {
  const opens = (area: Area) => can(role, area, 'read') && scopeReaches(scope, area);
  return navigation
    .map((group) => ({ ...group, items: group.items.filter((item) => opens(item.area)) }))
    .filter((group) => group.items.length > 0);
}

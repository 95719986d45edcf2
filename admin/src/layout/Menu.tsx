// The admin navigation of spec §2: 게시판 관리 / 원서접수 관리 / 기타. The professor board lives under 기타
// and never lights up 게시판 관리.
import type { ComponentType } from 'react';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ForumIcon from '@mui/icons-material/Forum';
import AssignmentIcon from '@mui/icons-material/Assignment';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import MailIcon from '@mui/icons-material/Mail';
import { Link, useLocation, type Location } from 'react-router-dom';
import { useSidebarState } from 'react-admin';

const isProfessorBoard = (loc: Location) => new URLSearchParams(loc.search).get('boardEnName') === 'professor';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
  active: (loc: Location) => boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navigation: NavGroup[] = [
  { label: '', items: [{ label: '대시보드', to: '/', icon: DashboardIcon, active: (l) => l.pathname === '/' }] },
  {
    label: '게시판 관리',
    items: [
      {
        label: '게시판 관리',
        to: '/board',
        icon: ForumIcon,
        active: (l) => l.pathname.startsWith('/board') && !isProfessorBoard(l),
      },
    ],
  },
  {
    label: '원서접수 관리',
    items: [
      {
        label: '원서접수 관리',
        to: '/application',
        icon: AssignmentIcon,
        active: (l) => l.pathname.startsWith('/application'),
      },
      { label: '발송 내역', to: '/mail', icon: MailIcon, active: (l) => l.pathname.startsWith('/mail') },
    ],
  },
  {
    label: '기타',
    items: [
      { label: '팝업 관리', to: '/etc/popup', icon: WebAssetIcon, active: (l) => l.pathname.startsWith('/etc/popup') },
      { label: '교수진 관리', to: '/board/content?boardEnName=professor', icon: SchoolIcon, active: isProfessorBoard },
      {
        label: '사이트 설정',
        to: '/etc/settings',
        icon: SettingsIcon,
        active: (l) => l.pathname.startsWith('/etc/settings'),
      },
    ],
  },
];

export function Menu() {
  const location = useLocation();
  const [open] = useSidebarState();
  return (
    <nav aria-label="관리자 메뉴">
      {navigation.map((group) => (
        <List
          key={group.label || 'home'}
          dense
          subheader={open && group.label ? <ListSubheader disableSticky>{group.label}</ListSubheader> : undefined}
        >
          {group.items.map((item) => {
            const selected = item.active(location);
            const Icon = item.icon;
            return (
              // The link sits in an <li>: a <ul> holds only list items.
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  data-nav={item.label}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  {open && <ListItemText primary={item.label} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </nav>
  );
}

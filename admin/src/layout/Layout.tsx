// The admin layout (spec §2): a top bar with the admin title and the logout control, and our menu.
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal, UserMenu, Logout } from 'react-admin';
import { Typography } from '@mui/material';
import { Menu } from './Menu';

function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <Typography component="span" variant="h6" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        창업지원 관리자
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AdminAppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
}

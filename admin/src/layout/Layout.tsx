// The admin layout (spec §2): a top bar with the admin title and the logout control, and our menu.
import type { ReactNode } from 'react';
import { AppBar, TitlePortal, UserMenu, Logout, useGetIdentity } from 'react-admin';
import { Typography } from '@mui/material';
import { Menu } from './Menu';
import { Frame } from './Frame';
import { AccountGate } from '../account/AccountGate';
import { IdleWarning } from '../session-timeout/IdleWarning';
import { useAdminTitle } from './admin-title';

function AdminAppBar() {
  const { identity } = useGetIdentity();
  const title = useAdminTitle();
  // The menu button shows the admin's name on wide screens; its accessible name must contain that visible name.
  const label = identity?.fullName ? `${identity.fullName} 계정 메뉴` : '계정 메뉴';
  return (
    <AppBar
      userMenu={
        <UserMenu label={label}>
          <Logout />
        </UserMenu>
      }
    >
      {/* On a phone the bar has room for the screen's own title only. */}
      <Typography
        component="span"
        variant="h6"
        sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
      >
        {title}
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AccountGate>
      <Frame appBar={AdminAppBar} menu={Menu}>
        {children}
        <IdleWarning />
      </Frame>
    </AccountGate>
  );
}

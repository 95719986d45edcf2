// react-admin's <Admin>, composed here from its parts (AdminContext + ra-core's CoreAdminUI) so that the admin's first
// load carries only what every visit shows: the frame, the menu and the notices. Signing in happens on the public
// /auth/login page (authProvider.ts), so react-admin's login form is not included; its English messages neither
// (i18n/ is Korean); the error and not-found pages load when shown, and an old address goes to its new one
// (layout/CatchAll.tsx).
import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, localStorageStore, type AdminChildren, type DashboardComponent } from 'ra-core';
import { AdminContext, LoadingPage, Notification } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './theme';
import { lazyScreen } from './lazy-screen';
import { CatchAll } from './layout/CatchAll';
import { useAdminTitle } from './layout/admin-title';

const store = localStorageStore();
const ErrorPage = lazyScreen(() => import('./layout/fallback-pages').then((m) => m.ErrorPage));
const AccessDenied = lazyScreen(() => import('./layout/fallback-pages').then((m) => m.AccessDenied));
const AuthenticationError = lazyScreen(() => import('./layout/fallback-pages').then((m) => m.AuthenticationError));

export function AdminShell({
  dashboard,
  children,
}: {
  dashboard: DashboardComponent;
  children: AdminChildren;
}): ReactNode {
  const title = useAdminTitle();
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={Layout}
          dashboard={dashboard}
          loading={LoadingPage}
          loginPage={false}
          catchAll={CatchAll}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          requireAuth
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

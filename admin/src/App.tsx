// The one place the admin is composed: one <Resource> (or custom route) per screen.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Dashboard } from './dashboard/Dashboard';
import { boards } from './boards';
import { contentRoutes } from './posts';
import { accessLogs, applications } from './applications';
import { dataProvider } from './dataProvider';
import { mail } from './mail';
import { popups } from './popups';
import { SettingsPage } from './settings/SettingsPage';
import { darkTheme, lightTheme } from './theme';

export function App() {
  return (
    <Admin
      title="창업지원 관리자"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <Resource name="board" {...boards} />
      <Resource name="posts" />
      <CustomRoutes>{contentRoutes}</CustomRoutes>
      <Resource name="application" {...applications} />
      <Resource name="application-access-log" {...accessLogs} />
      <Resource name="mail" {...mail} />
      <Resource name="etc/popup" {...popups} />
      <CustomRoutes>
        <Route path="/etc/settings" element={<SettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}

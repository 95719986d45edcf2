// The one place the admin is composed: one <Resource> (or custom route) per screen.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import simpleRestProvider from 'ra-data-simple-rest';
import { authProvider } from './authProvider';
import { httpClient } from './httpClient';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Dashboard } from './dashboard/Dashboard';
import { popups } from './popups';
import { popupAliases, withResourceAliases } from './popups/dataProvider';
import { SettingsPage } from './settings/SettingsPage';

const dataProvider = withResourceAliases(simpleRestProvider('/api', httpClient), popupAliases);

export function App() {
  return (
    <Admin
      title="창업지원 관리자"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <Resource name="boards" options={{ label: '게시판 관리' }} />
      <Resource name="etc/popup" {...popups} />
      <CustomRoutes>
        <Route path="/etc/settings" element={<SettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}

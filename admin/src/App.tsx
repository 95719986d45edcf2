// The one place the admin is composed: one <Resource> (or custom route) per screen.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Dashboard } from './dashboard/Dashboard';
import { boardsFor } from './boards';
import { contentRoutes } from './posts';
import { accessLogs, applications } from './applications';
import { dataProvider } from './dataProvider';
import { mail } from './mail';
import { mailTemplates } from './mail-templates';
import { popups } from './popups';
import { rounds } from './rounds';
import { members } from './members';
import { staff } from './staff';
import { auditLogs } from './audit';
import { SettingsPage } from './settings/SettingsPage';
import { MenuPage } from './menu/MenuPage';
import { privacyVersions } from './privacy-versions';
import { AccessReviewPage } from './access-review';
import { darkTheme, lightTheme } from './theme';
import { can } from '../../domain/roles';

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
      {(role: string | null) => (
        // A screen a role may not read is not registered at all: no menu item, no route (domain/roles.ts).
        <>
          {can(role, 'boards') && <Resource name="board" {...boardsFor(can(role, 'boards', 'write'))} />}
          {can(role, 'boards') && <Resource name="posts" />}
          {can(role, 'boards') && <CustomRoutes>{contentRoutes}</CustomRoutes>}
          {can(role, 'applications') && <Resource name="application" {...applications} />}
          {can(role, 'accessLog') && <Resource name="application-access-log" {...accessLogs} />}
          {can(role, 'rounds') && <Resource name="rounds" {...rounds} />}
          {can(role, 'mail') && <Resource name="mail" {...mail} />}
          {can(role, 'mail') && <Resource name="mail-templates" {...mailTemplates} />}
          {can(role, 'popups') && <Resource name="etc/popup" {...popups} />}
          {can(role, 'menu') && (
            <CustomRoutes>
              <Route path="/menu" element={<MenuPage />} />
            </CustomRoutes>
          )}
          {can(role, 'pages') && <Resource name="privacy-versions" {...privacyVersions} />}
          {can(role, 'staff') && <Resource name="staff" {...staff} />}
          {can(role, 'members') && <Resource name="members" {...members} />}
          {can(role, 'audit') && <Resource name="audit" {...auditLogs} />}
          {can(role, 'settings') && (
            <CustomRoutes>
              <Route path="/etc/settings" element={<SettingsPage />} />
            </CustomRoutes>
          )}
          {can(role, 'accessReview') && (
            <CustomRoutes>
              <Route path="/access-review" element={<AccessReviewPage />} />
            </CustomRoutes>
          )}
        </>
      )}
    </Admin>
  );
}

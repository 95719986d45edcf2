// The one place the admin is composed: one <Resource> (or custom route) per screen. Every screen is lazy
// (lazy-screen.tsx): a new screen's folder index wraps each of its components in lazyScreen(() => import(...)).
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AdminShell } from './AdminShell';
import { boardsFor } from './boards';
import { contentRoutes } from './posts';
import { accessLogs, applications } from './applications';
import { mail } from './mail';
import { mailTemplates } from './mail-templates';
import { popups } from './popups';
import { trash } from './trash';
import { pages } from './pages';
import { rounds } from './rounds';
import { members } from './members';
import { staff } from './staff';
import { auditLogs } from './audit';
import { privacyVersions } from './privacy-versions';
import { AccessReviewPage } from './access-review';
import { can } from '../../domain/roles';
import { lazyScreen } from './lazy-screen';

// The screens without a folder index are made lazy here.
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard').then((m) => m.Dashboard));
const SettingsPage = lazyScreen(() => import('./settings/SettingsPage').then((m) => m.SettingsPage));
const MenuPage = lazyScreen(() => import('./menu/MenuPage').then((m) => m.MenuPage));

export function App() {
  return (
    <AdminShell title="창업지원 관리자" dashboard={Dashboard}>
      {(role: string | null) => (
        // A screen a role may not read is not registered at all: no menu item, no route (domain/roles.ts).
        <>
          {can(role, 'boards') && <Resource name="board" {...boardsFor(can(role, 'boards', 'write'))} />}
          {can(role, 'boards') && <Resource name="posts" />}
          {can(role, 'boards') && <CustomRoutes>{contentRoutes}</CustomRoutes>}
          {can(role, 'trash') && <Resource name="trash" {...trash} />}
          {can(role, 'applications') && <Resource name="application" {...applications} />}
          {can(role, 'accessLog') && <Resource name="application-access-log" {...accessLogs} />}
          {can(role, 'rounds') && <Resource name="rounds" {...rounds} />}
          {can(role, 'mail') && <Resource name="mail" {...mail} />}
          {can(role, 'mail') && <Resource name="mail-templates" {...mailTemplates} />}
          {can(role, 'pages') && <Resource name="pages" {...pages} />}
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
    </AdminShell>
  );
}

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
import { resultLetters } from './result-letters';
import { campaigns, subscribers } from './campaigns';
import { popups } from './popups';
import { trash } from './trash';
import { pages } from './pages';
import { rounds } from './rounds';
import { roundResultsRoute } from './rounds/results';
import { roundFeesRoute } from './fees';
import { interviewPrintRoute, interviewRoute } from './interviews';
import { members } from './members';
import { memberGroups } from './members/groups';
import { staff } from './staff';
import { auditLogs } from './audit';
import { privacyVersions } from './privacy-versions';
import { AccessReviewPage } from './access-review';
import { backups } from './backups';
import { DestructionPage } from './destruction';
import { ProxyIntakePage } from './proxy-intake';
import { formResponsesRoute, forms } from './forms';
import { questions } from './questions';
import { faqs } from './faqs';
import { notFound, redirects } from './redirects';
import { importRuns } from './redirects/import-runs';
import { privacyRequests } from './privacy-requests';
import { approvals } from './approvals';
import { linkChecks } from './link-checks';
import { can } from '../../domain/roles';
import { canOpen } from './screens';
import { lazyScreen } from './lazy-screen';

// The screens without a folder index are made lazy here.
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard').then((m) => m.Dashboard));
const SettingsPage = lazyScreen(() => import('./settings/SettingsPage').then((m) => m.SettingsPage));
const MenuPage = lazyScreen(() => import('./menu/MenuPage').then((m) => m.MenuPage));
const RegistrationPage = lazyScreen(() => import('./rounds/RegistrationPage').then((m) => m.RegistrationPage));

export function App() {
  return (
    <AdminShell dashboard={Dashboard}>
      {(role: string | null) => (
        // A screen a role may not read is not registered at all: no menu item, no route (screens.ts, domain/roles.ts).
        <>
          {canOpen(role, 'boards') && <Resource name="boards" {...boardsFor(can(role, 'boards', 'write'))} />}
          {canOpen(role, 'posts') && <Resource name="posts" />}
          {canOpen(role, 'boards') && <CustomRoutes>{contentRoutes}</CustomRoutes>}
          {canOpen(role, 'trash') && <Resource name="trash" {...trash} />}
          {canOpen(role, 'applications') && <Resource name="applications" {...applications} />}
          {canOpen(role, 'applications/access-logs') && <Resource name="applications/access-logs" {...accessLogs} />}
          {canOpen(role, 'applications/proxy') && (
            <CustomRoutes>
              <Route path="/applications/proxy" element={<ProxyIntakePage />} />
            </CustomRoutes>
          )}
          {canOpen(role, 'forms') && <Resource name="forms" {...forms} />}
          {canOpen(role, 'forms') && <CustomRoutes>{formResponsesRoute}</CustomRoutes>}
          {canOpen(role, 'rounds') && <Resource name="rounds" {...rounds} />}
          {canOpen(role, 'rounds') && <CustomRoutes>{roundResultsRoute}</CustomRoutes>}
          {canOpen(role, 'rounds') && canOpen(role, 'applications') && <CustomRoutes>{roundFeesRoute}</CustomRoutes>}
          {canOpen(role, 'rounds') && canOpen(role, 'applications') && (
            <CustomRoutes>
              <Route path="/rounds/:id/registration" element={<RegistrationPage />} />
              {interviewRoute}
            </CustomRoutes>
          )}
          {canOpen(role, 'rounds') && canOpen(role, 'applications') && (
            <CustomRoutes noLayout>{interviewPrintRoute}</CustomRoutes>
          )}
          {canOpen(role, 'mail-outbox') && <Resource name="mail-outbox" {...mail} />}
          {canOpen(role, 'mail-templates') && <Resource name="mail-templates" {...mailTemplates} />}
          {canOpen(role, 'result-letters') && <Resource name="result-letters" {...resultLetters} />}
          {canOpen(role, 'campaigns') && <Resource name="campaigns" {...campaigns} />}
          {canOpen(role, 'subscribers') && <Resource name="subscribers" {...subscribers} />}
          {canOpen(role, 'pages') && <Resource name="pages" {...pages} />}
          {canOpen(role, 'popups') && <Resource name="popups" {...popups} />}
          {canOpen(role, 'questions') && <Resource name="questions" {...questions} />}
          {canOpen(role, 'faqs') && <Resource name="faqs" {...faqs} />}
          {canOpen(role, 'redirects') && <Resource name="redirects" {...redirects} />}
          {canOpen(role, 'link-checks') && <Resource name="link-checks" {...linkChecks} />}
          {canOpen(role, 'not-found') && <Resource name="not-found" {...notFound} />}
          {canOpen(role, 'import-runs') && <Resource name="import-runs" {...importRuns} />}
          {canOpen(role, 'menu') && (
            <CustomRoutes>
              <Route path="/menu" element={<MenuPage />} />
            </CustomRoutes>
          )}
          {canOpen(role, 'privacy-versions') && <Resource name="privacy-versions" {...privacyVersions} />}
          {canOpen(role, 'staff') && <Resource name="staff" {...staff} />}
          {canOpen(role, 'members') && <Resource name="members" {...members} />}
          {canOpen(role, 'member-groups') && <Resource name="member-groups" {...memberGroups} />}
          {canOpen(role, 'audit-logs') && <Resource name="audit-logs" {...auditLogs} />}
          {canOpen(role, 'etc/settings') && (
            <CustomRoutes>
              <Route path="/etc/settings" element={<SettingsPage />} />
            </CustomRoutes>
          )}
          {canOpen(role, 'access-review') && (
            <CustomRoutes>
              <Route path="/access-review" element={<AccessReviewPage />} />
            </CustomRoutes>
          )}
          {canOpen(role, 'privacy-requests') && <Resource name="privacy-requests" {...privacyRequests} />}
          {canOpen(role, 'approvals') && <Resource name="approvals" {...approvals} />}
          {canOpen(role, 'backups') && <Resource name="backups" {...backups} />}
          {canOpen(role, 'destruction-records') && (
            <CustomRoutes>
              <Route path="/destruction-records" element={<DestructionPage />} />
            </CustomRoutes>
          )}
        </>
      )}
    </AdminShell>
  );
}

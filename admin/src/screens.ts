// Which area of domain/roles.ts each admin screen reads: App.tsx registers a screen (resource or route) only for a
// role that may read its area, and the menu (layout/navigation.ts) links only to screens so registered. A resource's
// name is its REST path after /api/ (the data provider passes it through), and so its address under /admin.
import { can, type Area } from '../../domain/roles';
import { scopeReaches, type StaffScope } from '../../domain/scope';
import { storedScope } from './session';

export const SCREEN_AREAS = {
  boards: 'boards',
  posts: 'boards',
  trash: 'trash',
  applications: 'applications',
  'applications/access-logs': 'accessLog',
  'applications/proxy': 'applications',
  rounds: 'rounds',
  'mail-outbox': 'mail',
  'mail-templates': 'mail',
  'result-letters': 'mail',
  campaigns: 'mail',
  subscribers: 'mail',
  pages: 'pages',
  popups: 'popups',
  menu: 'menu',
  'privacy-versions': 'pages',
  staff: 'staff',
  members: 'members',
  'member-groups': 'members',
  'audit-logs': 'audit',
  'etc/settings': 'settings',
  'access-review': 'accessReview',
  backups: 'backups',
  'destruction-records': 'destruction',
  forms: 'forms',
  questions: 'questions',
  faqs: 'faqs',
  redirects: 'redirects',
  'not-found': 'redirects',
  'link-checks': 'linkChecks',
  'privacy-requests': 'privacyRequests',
  'import-runs': 'imports',
  approvals: 'approvals',
} as const satisfies Record<string, Area>;

export type Screen = keyof typeof SCREEN_AREAS;

/** May the role open the screen; a scoped account (domain/scope.ts, the signed-in one's by default) only in its reach. */
export const canOpen = (
  role: string | null | undefined,
  screen: Screen,
  scope: StaffScope | null = storedScope(),
): boolean => can(role, SCREEN_AREAS[screen]) && scopeReaches(scope, SCREEN_AREAS[screen]);

/** The screens App.tsx registers for a role. */
export const screensFor = (role: string | null | undefined, scope: StaffScope | null = storedScope()): Screen[] =>
  (Object.keys(SCREEN_AREAS) as Screen[]).filter((s) => canOpen(role, s, scope));

/**
 * The screen an admin address belongs to ('/applications/12/show' → applications, '/etc/settings' → etc/settings;
 * the longest name that starts the path), or null for an address no screen has.
 */
export function screenOfPath(pathname: string): Screen | null {
  const path = pathname.replace(/^\/+/, '');
  let found: Screen | null = null;
  for (const s of Object.keys(SCREEN_AREAS) as Screen[])
    if ((path === s || path.startsWith(`${s}/`)) && (!found || s.length > found.length)) found = s;
  return found;
}

// The admin's addresses before its resources took the API's names (/admin/board, /admin/etc/popup, …): staff keep
// them in bookmarks, so each still leads to its screen (CatchAll.tsx sends it to the address it has now).
const RENAMED: readonly (readonly [old: string, now: string])[] = [
  ['board', 'boards'],
  ['application-access-log', 'applications/access-logs'],
  ['application', 'applications'],
  ['etc/popup', 'popups'],
  ['mail', 'mail-outbox'],
  ['audit', 'audit-logs'],
];

/** The path (under /admin) a screen has now for an old one, with the rest of the path kept; null if not an old one. */
export function renamedPath(pathname: string): string | null {
  for (const [old, now] of RENAMED) {
    const prefix = `/${old}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return `/${now}${pathname.slice(prefix.length)}`;
  }
  return null;
}

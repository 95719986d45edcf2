// The old site's board managers (g5_board.bo_admin, g5_group.gr_admin): member ids listed in the report as
// candidates for our scoped editors. Nothing is granted here; staff decide who gets an account and which boards.
import type { G5Board } from './source.js';

export interface ManagerCandidate {
  /** The old member id. */
  login: string;
  /** The old boards it managed, directly or through their group. */
  boards: string[];
  /** The groups it managed (gr_admin). */
  groups: string[];
}

const ids = (field: string | null | undefined) =>
  String(field ?? '')
    .split(/[,|\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function managerCandidates(boards: G5Board[], groupAdmins: Map<string, string>): ManagerCandidate[] {
  const byLogin = new Map<string, { boards: Set<string>; groups: Set<string> }>();
  const of = (login: string) => {
    if (!byLogin.has(login)) byLogin.set(login, { boards: new Set(), groups: new Set() });
    return byLogin.get(login)!;
  };
  for (const [gr, admin] of groupAdmins)
    for (const login of ids(admin)) {
      of(login).groups.add(gr);
      for (const b of boards) if (b.gr_id === gr) of(login).boards.add(b.bo_table);
    }
  for (const b of boards) for (const login of ids(b.bo_admin)) of(login).boards.add(b.bo_table);
  return [...byLogin.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([login, m]) => ({ login, boards: [...m.boards].sort(), groups: [...m.groups].sort() }));
}

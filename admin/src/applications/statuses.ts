// The choices of an application's coded values, named by the label tables the server uses (domain/).
import { STATUSES, statusLabel } from '../../../domain/application-status';
import { DEPARTMENTS, TRACKS, termLabel } from '../../../domain/programs';
import { formatDateTime } from '../../../domain/time';

export const statusChoices = STATUSES.map((s) => ({ id: s.code, name: s.ko }));
export const statusName = (code: string) => statusLabel(code);
export const departmentChoices = DEPARTMENTS.map((d) => ({ id: d.slug, name: d.name }));
export const trackChoices = Object.entries(TRACKS).map(([id, t]) => ({ id, name: t.ko }));

export const statusColor = (
  code: string,
): 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info' => {
  switch (code) {
    case 'accepted':
    case 'registered':
      return 'success';
    case 'rejected':
      return 'error';
    case 'waitlisted':
      return 'warning';
    case 'interview':
      return 'secondary';
    case 'doc_review':
      return 'info';
    case 'doc_check':
      return 'primary';
    default:
      return 'default';
  }
};

/** The terms staff filter by: the open one and the four before it. */
export function termChoices(now = new Date()) {
  const y = now.getFullYear();
  const list: { id: string; name: string }[] = [];
  for (let year = y + 1; year >= y - 2; year--)
    for (const s of [2, 1]) list.push({ id: `${year}-${s}`, name: termLabel(`${year}-${s}`) });
  return list;
}

export const seoul = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '');

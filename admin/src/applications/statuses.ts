// Status codes and their Korean labels (the pipeline 접수 → 서류확인 → 서류심사 → 면접 → 합격/불합격/예비).
import { DEPARTMENTS, STATUSES } from '../../../public-web/receipt/programs';
import { formatDateTime } from '../../../domain/time';

export const statusChoices = STATUSES.map((s) => ({ id: s.code, name: s.ko }));
export const statusName = (code: string) => STATUSES.find((s) => s.code === code)?.ko ?? code;
export const departmentChoices = DEPARTMENTS.map((d) => ({ id: d.slug, name: d.name }));
export const trackChoices = [
  { id: 'master', name: '석사과정' },
  { id: 'china_mba', name: '중국 MBA' },
];

export const statusColor = (
  code: string,
): 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info' => {
  switch (code) {
    case 'accepted':
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
    for (const s of [2, 1]) list.push({ id: `${year}-${s}`, name: `${year}학년도 ${s}학기` });
  return list;
}

export const seoul = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '');

// What 가져오기 기록 shows of a run: its source's name, whether it was a dry run, and the time in Seoul.
import { formatDateTime } from '../../../domain/time';

export interface ImportRunRow {
  id: number;
  startedAt: string;
  finishedAt: string;
  source: string;
  dryRun: boolean;
  boards: number;
  problems: number;
  redirects: number;
}

export interface ImportRunDetail extends Omit<ImportRunRow, 'boards' | 'problems' | 'redirects'> {
  /** The report's body, cleaned on the server to headings, lists, tables and text. */
  reportBody: string;
}

const SOURCE: Record<string, string> = { gnuboard5: '그누보드5', rhymix: '라이믹스(XE)' };

export const sourceName = (s: string) => SOURCE[s] ?? s;
export const runKind = (dryRun: boolean) => (dryRun ? '미리 보기(아무것도 쓰지 않음)' : '가져오기');
export const seoul = (iso: string) => formatDateTime(new Date(iso));

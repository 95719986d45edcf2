// The 결과 통지서's record and words: who changed a letter and when (Seoul time), and the title's one-line check.
import { formatDateTime } from '../../../domain/time';

export interface ResultLetterRecord {
  id: string;
  kind: 'accepted' | 'rejected' | 'waitlisted' | 'offer';
  kindLabel: string;
  lang: 'ko' | 'zh-Hans';
  langLabel: string;
  title: string;
  body: string;
  customized: boolean;
  updatedAt: string | null;
  updatedByName: string | null;
}

/** "수정됨 · 2026.11.25 14:10 홍길동" or "기본 문구". */
export const changedText = (r: ResultLetterRecord) =>
  r.customized
    ? `수정됨 · ${r.updatedAt ? formatDateTime(r.updatedAt) : ''}${r.updatedByName ? ` ${r.updatedByName}` : ''}`
    : '기본 문구';

export const noLineBreak = (v: unknown) =>
  typeof v === 'string' && /[\r\n]/.test(v) ? '제목에는 줄바꿈을 넣을 수 없습니다.' : undefined;

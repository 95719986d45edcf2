// The 메일 양식's record and words: the language names, who changed a template and when (Seoul time), and the
// subject's one-line check (a line break in a mail subject would start the body early).
import { formatDateTime } from '../../../domain/time';
import { TEMPLATE_LANG_NAMES } from '../../../domain/mail-templates';

export interface MailTemplateRecord {
  id: string;
  kind: string;
  kindLabel: string;
  lang: 'ko' | 'zh-Hans';
  subject: string;
  body: string;
  customized: boolean;
  updatedAt: string | null;
  updatedByName: string | null;
}

export const langName = (lang: string) => TEMPLATE_LANG_NAMES[lang as 'ko'] ?? lang;

/** "수정됨 · 2026.11.25 14:10 홍길동" or "기본 양식". */
export const changedText = (r: MailTemplateRecord) =>
  r.customized
    ? `수정됨 · ${r.updatedAt ? formatDateTime(r.updatedAt) : ''}${r.updatedByName ? ` ${r.updatedByName}` : ''}`
    : '기본 양식';

export const noLineBreak = (v: unknown) =>
  typeof v === 'string' && /[\r\n]/.test(v) ? '제목에는 줄바꿈을 넣을 수 없습니다.' : undefined;

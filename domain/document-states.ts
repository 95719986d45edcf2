// The state of each document of an application: 제출 as the applicant sent it, 확인 once staff have
// looked, 보완 요청 when staff ask for a better one (with a note and, maybe, a deadline), 보완 제출 when the applicant
// has uploaded the replacement in the look-up. A replacement is a document of its own that names the one it
// replaces; both files are kept. The admin, the look-up and the database CHECK read this one list.

export const DOCUMENT_STATES = [
  { code: 'submitted', ko: '제출', zh: '已提交' },
  { code: 'checked', ko: '확인', zh: '已确认' },
  { code: 'requested', ko: '보완 요청', zh: '需补充' },
  { code: 'resubmitted', ko: '보완 제출', zh: '已补充提交' },
] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number]['code'];
export const DOCUMENT_STATE_CODES = DOCUMENT_STATES.map((s) => s.code) as [DocumentState, ...DocumentState[]];
export const documentStateLabel = (code: string, lang: 'ko' | 'zh' = 'ko'): string =>
  DOCUMENT_STATES.find((s) => s.code === code)?.[lang] ?? code;

/** What staff may set by hand: 보완 제출 only comes from the applicant's upload. */
export const STAFF_DOCUMENT_STATES = ['submitted', 'checked', 'requested'] as const satisfies readonly DocumentState[];

/** The history row's note for a document step (the history says who did what, to which file, when). */
export const documentHistoryNote = (
  step: 'requested' | 'checked' | 'submitted' | 'resubmitted',
  kindLabel: string,
  fileName?: string,
): string =>
  ({
    requested: `서류 보완 요청: ${kindLabel}`,
    checked: `서류 확인: ${kindLabel}`,
    submitted: `서류 상태를 제출로 되돌림: ${kindLabel}`,
    resubmitted: `보완 서류 제출: ${kindLabel}${fileName ? ` (${fileName})` : ''}`,
  })[step];

/** A 보완 요청 as the applicant reads it in the look-up. */
export interface SupplementRequest {
  documentId: number;
  kind: string;
  kindLabel: string;
  note: string;
  /** "2026년 12월 1일 (화) 18:00" in Seoul, or '' without a deadline. */
  dueText: string;
  /** The file types and size the replacement may have ("PDF·JPG·PNG, 10MB 이하"). */
  accept: string;
  /** false after the deadline: shown, but no upload. */
  open: boolean;
}

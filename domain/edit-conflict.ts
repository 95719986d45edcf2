// Edit conflicts: what a save that started from an older version is told, in the server's 409 and
// in the admin's dialog. Pages, posts and the menu carry `version`, raised by one on every save.
import { seoulParts, type Moment } from './time.js';

/** The body of a 409 beside errorMessage: who saved last, when (ISO), the version now stored and the record now. */
export interface EditConflict<T = unknown> {
  savedBy: string;
  savedAt: string;
  version: number;
  current: T;
}

/** The Korean name of the field, for form errors and the audit log. */
export const VERSION_LABEL = '편집 판 번호';

/** The answer to a save without `version`: the admin always sends it, so an old screen or a script sent this. */
export const VERSION_REQUIRED =
  '편집을 시작한 판 번호(version)가 없습니다. 화면을 새로 고친 뒤 다시 저장해 주세요. 다른 사람의 저장을 덮어쓰지 않도록 판 번호가 필요합니다.';

const pad = (n: number) => String(n).padStart(2, '0');

/** "11월 27일 14:03" in Seoul time. */
export function conflictTime(at: Moment): string {
  const p = seoulParts(at);
  return `${p.m}월 ${p.d}일 ${pad(p.h)}:${pad(p.min)}`;
}

/** "홍길동님이 11월 27일 14:03에 먼저 저장했습니다. …" */
export function conflictMessage(savedBy: string, savedAt: Moment): string {
  return `${savedBy}님이 ${conflictTime(savedAt)}에 먼저 저장했습니다. 내 내용이 저장되지 않았습니다. 두 내용을 비교한 뒤 내 내용으로 다시 저장하거나 최신 내용을 불러오세요.`;
}

/** Who saved last when the record does not say (saved before versions were kept, or the account is gone). */
export const UNKNOWN_SAVER = '다른 관리자';

// The words 페이지 관리 shows for a page's state in its list: a scheduled publish with its Seoul time
// ("예약됨: 12월 1일 09:00 게시"), a page never published yet, a retired one and where it sends visitors.
import { seoulParts } from '../../../domain/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** "예약됨: 12월 1일 09:00 게시" (Asia/Seoul); the year is named only when it is not this year's. */
export function scheduledLabel(at: string | Date, now: Date = new Date()): string {
  const p = seoulParts(at);
  const year = p.y === seoulParts(now).y ? '' : `${p.y}년 `;
  return `예약됨: ${year}${p.m}월 ${p.d}일 ${pad(p.h)}:${pad(p.min)} 게시`;
}

/** "폐지됨 → /introduce/greeting 로 이동", or "폐지됨 (없는 페이지로 안내)" without a target. */
export const retiredLabel = (redirectTo: string | null) =>
  redirectTo ? `폐지됨 → ${redirectTo} 로 이동` : '폐지됨 (없는 페이지로 안내)';

// The mark an editor shows above a version that waits for its time (a page's scheduled version, a post dated
// ahead): "예약됨: 12월 1일 09:00 게시" in Seoul time, the year added when it is not this year's.
import { formatTime, seoulParts, type Moment } from './time.js';

export function scheduledMark(at: Moment, today: Moment = Date.now()): string {
  const p = seoulParts(at);
  const year = seoulParts(today).y === p.y ? '' : `${p.y}년 `;
  return `예약됨: ${year}${p.m}월 ${p.d}일 ${formatTime(at)} 게시`;
}

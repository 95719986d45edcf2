// Which popups show NOW, judged on the server in absolute time (start inclusive, end exclusive), and when
// that answer next changes, so a cached page can expire exactly at the next start or end.
import type { PopupDevice, PopupLang } from '../../domain/popups.js';

export interface PopupWindow {
  id: number;
  active: boolean;
  startAt: Date;
  endAt: Date;
  device: PopupDevice;
  lang: PopupLang;
  sortOrder: number;
}

export interface Audience {
  /** Omitted: every device (the page shows or hides per device with CSS and the island). */
  device?: 'pc' | 'mobile';
  lang: 'ko' | 'zh';
}

export type PopupStatus = 'scheduled' | 'live' | 'ended' | 'off';

export function isShowing(p: PopupWindow, now: Date): boolean {
  const t = now.getTime();
  return p.active && p.startAt.getTime() <= t && t < p.endAt.getTime();
}

function suits(p: PopupWindow, audience: Audience): boolean {
  const deviceOk = p.device === 'all' || audience.device === undefined || p.device === audience.device;
  return deviceOk && (p.lang === 'all' || p.lang === audience.lang);
}

/** The popups showing now for this audience, in display order (order, then the newest start, then id). */
export function choosePopups<T extends PopupWindow>(all: readonly T[], now: Date, audience: Audience): T[] {
  return all
    .filter((p) => isShowing(p, now) && suits(p, audience))
    .sort((a, b) => a.sortOrder - b.sortOrder || b.startAt.getTime() - a.startAt.getTime() || a.id - b.id);
}

/** The next instant after `now` at which choosePopups may answer differently for this audience, or null. */
export function nextChange(all: readonly PopupWindow[], now: Date, audience: Audience): Date | null {
  const t = now.getTime();
  let next = Infinity;
  for (const p of all) {
    if (!p.active || !suits(p, audience)) continue;
    for (const edge of [p.startAt.getTime(), p.endAt.getTime()]) if (edge > t && edge < next) next = edge;
  }
  return next === Infinity ? null : new Date(next);
}

/** 게시중 / 예약 / 종료, or off (switched off and not yet ended). */
export function popupStatus(p: PopupWindow, now: Date): PopupStatus {
  const t = now.getTime();
  if (p.endAt.getTime() <= t) return 'ended';
  if (!p.active) return 'off';
  return p.startAt.getTime() <= t ? 'live' : 'scheduled';
}

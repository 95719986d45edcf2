// "Don't show again" per popup, kept in this browser's localStorage until midnight in Seoul or for N hours.
import { nextSeoulMidnight } from '../../domain/time.js';
import type { PublicPopup } from '../../domain/popups.js';

const KEY = 'popup-hidden-until:';

/** Until when a dismissal made at `now` keeps the popup away (epoch ms). */
export function hiddenUntil(p: Pick<PublicPopup, 'dismissMode' | 'dismissHours'>, now: number): number {
  return p.dismissMode === 'today' ? nextSeoulMidnight(now).getTime() : now + p.dismissHours * 60 * 60 * 1000;
}

export function isDismissed(storage: Pick<Storage, 'getItem'> | null, id: number, now: number): boolean {
  try {
    const until = Number(storage?.getItem(KEY + id) ?? 0);
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function dismiss(
  storage: Pick<Storage, 'setItem'> | null,
  p: Pick<PublicPopup, 'id' | 'dismissMode' | 'dismissHours'>,
  now: number,
): void {
  try {
    storage?.setItem(KEY + p.id, String(hiddenUntil(p, now)));
  } catch {
    // Storage refused (private mode, quota): the popup just closes for this view.
  }
}

export function fitsDevice(device: PublicPopup['device'], isPhone: boolean): boolean {
  return device === 'all' || (device === 'mobile') === isPhone;
}

/** The width below which a popup is a phone's full-width sheet (and 'mobile' popups show). */
export const PHONE_QUERY = '(max-width: 767px)';

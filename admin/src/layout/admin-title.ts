// The admin's title (the top bar and the browser tab): GET /api/auth/admin's adminTitle, which 사이트 설정 sets and
// which is the school's name with 관리자 when left empty. Until the first check answers, the tab reads 관리자.
import { useSyncExternalStore } from 'react';

const FALLBACK = '관리자';
let title = FALLBACK;
const listeners = new Set<() => void>();

export function setAdminTitle(next: unknown): void {
  const value = typeof next === 'string' && next.trim() ? next.trim() : FALLBACK;
  if (value === title) return;
  title = value;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdminTitle(): string {
  return useSyncExternalStore(subscribe, () => title);
}

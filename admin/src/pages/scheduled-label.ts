// The words 페이지 관리 shows for a retired page in its list and editor (a scheduled one reads domain/scheduled.ts's
// scheduledMark, as the editors' mark does).

/** "폐지됨 → /introduce/greeting 로 이동", or "폐지됨 (없는 페이지로 안내)" without a target. */
export const retiredLabel = (redirectTo: string | null) =>
  redirectTo ? `폐지됨 → ${redirectTo} 로 이동` : '폐지됨 (없는 페이지로 안내)';

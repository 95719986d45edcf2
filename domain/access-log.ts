// What the access log of applications records (안전성 확보조치 기준 제8조), with the names staff read in 개인정보 접근 기록.
export const ACCESS_ACTIONS = [
  { code: 'list', ko: '목록 조회' },
  { code: 'view', ko: '상세 조회' },
  { code: 'update', ko: '메모·안내 수정' },
  { code: 'status', ko: '상태 변경' },
  { code: 'download', ko: '서류 열람·내려받기' },
  { code: 'export', ko: '목록 내려받기' },
  { code: 'destroy', ko: '파기(관리자)' },
  { code: 'purge', ko: '파기(보유기간 경과)' },
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number]['code'];
export const ACCESS_ACTION_CODES = ACCESS_ACTIONS.map((a) => a.code) as readonly AccessAction[];

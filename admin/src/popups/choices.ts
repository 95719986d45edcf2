// The choices of a popup's enumerations, with their Korean names (used by the list, filters and form).
export const deviceChoices = [
  { id: 'all', name: '모든 기기' },
  { id: 'pc', name: 'PC' },
  { id: 'mobile', name: '모바일' },
];

export const langChoices = [
  { id: 'ko', name: '한국어 페이지' },
  { id: 'zh', name: '중국어(China MBA) 페이지' },
  { id: 'all', name: '모든 페이지' },
];

export const dismissChoices = [
  { id: 'today', name: '오늘 하루 보지 않기 (서울 시각 자정까지)' },
  { id: 'hours', name: '정한 시간 동안 보지 않기' },
];

export const statusChoices = [
  { id: 'live', name: '게시중' },
  { id: 'scheduled', name: '예약' },
  { id: 'ended', name: '종료' },
  { id: 'off', name: '사용 안 함' },
];

export const nameOf = (choices: { id: string; name: string }[], id: unknown) =>
  choices.find((c) => c.id === id)?.name ?? '';

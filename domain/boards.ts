// The kinds of board (how a board's posts are shown: a list, a photo grid, a month calendar, professor cards)
// and the names staff choose them by.
export const BOARD_KINDS = [
  { code: 'list', ko: '목록형' },
  { code: 'gallery', ko: '갤러리형' },
  { code: 'calendar', ko: '달력형(일정)' },
  { code: 'professor', ko: '교수진' },
] as const;
export type BoardKind = (typeof BOARD_KINDS)[number]['code'];
export const BOARD_KIND_CODES = BOARD_KINDS.map((k) => k.code) as readonly BoardKind[];

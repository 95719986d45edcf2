// The kinds of board (how a board's posts are shown: a list, a photo grid, a month calendar, professor cards)
// and the names staff choose them by.
export const BOARD_KINDS = [
  { code: 'list', ko: '목록형' },
  { code: 'gallery', ko: '갤러리형' },
  { code: 'calendar', ko: '달력형(일정)' },
  { code: 'professor', ko: '교수진' },
  { code: 'qna', ko: '입학상담(질문·답변)' },
] as const;
export type BoardKind = (typeof BOARD_KINDS)[number]['code'];
export const BOARD_KIND_CODES = BOARD_KINDS.map((k) => k.code) as readonly BoardKind[];

/** A board setting's Korean name, alike on the admin form and in the API's error messages ("name: what is wrong"). */
export const BOARD_FIELD_LABELS = {
  enName: '영문 이름(URL)',
  name: '게시판 이름',
  rowsPerPage: '페이지당 글 수',
  newBadgeHours: '새 글 표시 시간',
  categories: '분류',
  allowAttachments: '첨부파일 허용',
  maxFiles: '최대 첨부 수',
  maxFileMb: '파일당 최대 크기(MB)',
  allowedExtensions: '허용 확장자',
  sortOrder: '표시 순서',
  approvalRequired: '게시 전 승인',
  readAccess: '읽기 권한',
  readGroupId: '읽을 수 있는 회원 그룹',
};

/** A post field's Korean name, alike on the admin form and in the API's error messages. */
export const POST_FIELD_LABELS = {
  title: '제목',
  content: '내용',
  category: '분류',
  authorName: '작성자',
  isNotice: '상단 고정(공지)',
  publishedAt: '게시일',
  isDraft: '임시저장',
  unpublishAt: '게시 종료',
  'extra.position': '직위',
  'extra.email': '이메일',
  'extra.phone': '전화번호',
  'extra.office': '연구실',
  'extra.order': '표시 순서',
};

// Korean labels of the board and post screens (react-admin reads resources.<name>.fields.<field>).
import { BOARD_KINDS } from '../../../domain/boards';
export const boardMessages = {
  resources: {
    board: {
      name: '게시판',
      fields: {
        id: '번호',
        enName: '영문 이름(URL)',
        name: '게시판 이름',
        kind: '종류',
        rowsPerPage: '페이지당 글 수',
        newBadgeHours: '새 글 표시 시간',
        categories: '분류',
        allowAttachments: '첨부파일 허용',
        maxFiles: '최대 첨부 수',
        maxFileMb: '파일당 최대 크기(MB)',
        allowedExtensions: '허용 확장자',
        sortOrder: '표시 순서',
        postCount: '게시글 수',
      },
    },
    posts: {
      name: '게시글',
      fields: {
        id: '번호',
        title: '제목',
        content: '내용',
        category: '분류',
        authorName: '작성자',
        isNotice: '상단 고정(공지)',
        publishedAt: '게시일',
        startAt: '시작',
        endAt: '종료',
        allDay: '종일 일정',
        viewCount: '조회수',
        attachments: '첨부파일',
        q: '검색',
        publishedAt_gte: '게시일(부터)',
        publishedAt_lte: '게시일(까지)',
        'extra.position': '직위',
        'extra.major': '전공 / 연구분야',
        'extra.email': '이메일',
        'extra.phone': '전화번호',
        'extra.office': '연구실',
        'extra.order': '표시 순서',
        photo: '사진',
      },
    },
  },
};

export const KIND_CHOICES = BOARD_KINDS.map((k) => ({ id: k.code, name: k.ko }));

export const EXTENSION_CHOICES = [
  'pdf',
  'hwp',
  'hwpx',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'zip',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
].map((e) => ({ id: e, name: e }));

// Korean labels of the board and post screens (react-admin reads resources.<name>.fields.<field>).
import { BOARD_FIELD_LABELS, BOARD_KINDS, POST_FIELD_LABELS } from '../../../domain/boards';
import { DOCUMENT_EXTENSIONS } from '../../../domain/file-types';
import { MEMBER_GROUP_FIELD_LABELS, READ_ACCESS } from '../../../domain/board-access';

export const READ_ACCESS_CHOICES = READ_ACCESS.map((a) => ({ id: a.code, name: a.ko }));

// The names the API's messages use too come from domain/; these add the list columns and the admin's shorter wording.
export const boardMessages = {
  resources: {
    boards: {
      name: '게시판',
      fields: {
        id: '번호',
        ...BOARD_FIELD_LABELS,
        kind: '종류',
        postCount: '게시글 수',
      },
    },
    'member-groups': {
      name: '회원 그룹',
      fields: {
        id: '번호',
        ...MEMBER_GROUP_FIELD_LABELS,
        memberCount: '회원 수',
        sourceKey: '옛 사이트 그룹',
        createdAt: '만든 날',
      },
    },
    posts: {
      name: '게시글',
      fields: {
        id: '번호',
        ...POST_FIELD_LABELS,
        startAt: '시작',
        endAt: '종료',
        allDay: '종일 일정',
        viewCount: '조회수',
        attachments: '첨부파일',
        q: '검색',
        publishedAt_gte: '게시일(부터)',
        publishedAt_lte: '게시일(까지)',
        'extra.major': '전공 / 연구분야',
        photo: '사진',
        revisionNote: '변경 메모',
      },
    },
  },
};

export const KIND_CHOICES = BOARD_KINDS.map((k) => ({ id: k.code, name: k.ko }));

export const EXTENSION_CHOICES = DOCUMENT_EXTENSIONS.map((e) => ({ id: e, name: e }));

// The boards the public site is built around (seven of posts and 입학상담); db:migrate makes sure they exist.
import type { BoardKind } from '../../domain/boards.js';
import { Board } from '../models/board.js';

interface BoardDefault {
  enName: string;
  name: string;
  kind: BoardKind;
  rowsPerPage: number;
  categories: string[];
  allowedExtensions: string[];
}

const documents = ['pdf', 'hwp', 'hwpx', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'jpg', 'jpeg', 'png'];
const images = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

export const defaultBoards: BoardDefault[] = [
  {
    enName: 'notice',
    name: '공지사항',
    kind: 'list',
    rowsPerPage: 15,
    categories: ['입학', '학사', '장학', '행사', '일반'],
    allowedExtensions: documents,
  },
  {
    enName: 'special_notice',
    name: '자료실',
    kind: 'list',
    rowsPerPage: 15,
    categories: ['학사', '입학', '논문', '기타'],
    allowedExtensions: documents,
  },
  {
    enName: 'special_gallery',
    name: '갤러리',
    kind: 'gallery',
    rowsPerPage: 12,
    categories: [],
    allowedExtensions: images,
  },
  {
    enName: 'form_data',
    name: '서식자료',
    kind: 'list',
    rowsPerPage: 15,
    categories: ['학적', '수업', '논문', '장학', '기타'],
    allowedExtensions: documents,
  },
  {
    enName: 'calendar',
    name: '학사일정',
    kind: 'calendar',
    rowsPerPage: 50,
    categories: ['학사', '입학', '행사', '휴일'],
    allowedExtensions: documents,
  },
  {
    enName: 'major_board',
    name: '벤처연구소 소식',
    kind: 'list',
    rowsPerPage: 15,
    categories: ['연구', '세미나', '지원사업'],
    allowedExtensions: documents,
  },
  {
    enName: 'professor',
    name: '교수진',
    kind: 'professor',
    rowsPerPage: 50,
    categories: [],
    allowedExtensions: images,
  },
  // 입학상담: visitors ask without an account (server/questions/); no posts, no attachments.
  {
    enName: 'qna',
    name: '입학상담',
    kind: 'qna',
    rowsPerPage: 15,
    categories: [],
    allowedExtensions: [],
  },
];

/** Creates the boards that are missing; never touches one an administrator has edited. */
export async function ensureBoards(): Promise<number> {
  let created = 0;
  for (const [i, b] of defaultBoards.entries()) {
    const [, isNew] = await Board.findOrCreate({
      where: { enName: b.enName },
      defaults: { ...b, sortOrder: i + 1 },
    });
    if (isNew) created++;
  }
  return created;
}

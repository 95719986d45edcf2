// 휴지통 at /admin/trash (resource "trash" → /api/trash).
import { lazyScreen } from '../lazy-screen';

export const trash = { list: lazyScreen(() => import('./TrashList').then((m) => m.TrashList)) };

export const trashMessages = {
  trash: {
    name: '휴지통',
    fields: {
      kind: '종류',
      title: '제목',
      place: '위치',
      deletedByName: '삭제한 사람',
      deletedAt: '삭제일',
      purgeDate: '영구 삭제 예정일',
      q: '검색',
    },
  },
};

// Korean labels of 리디렉션 관리 and the 404 기록 (react-admin reads resources.<name>.fields.<field>).
import { REDIRECT_FIELD_LABELS } from '../../../domain/redirects';

export const redirectMessages = {
  redirects: {
    name: '리디렉션',
    fields: { ...REDIRECT_FIELD_LABELS, id: '번호', q: '주소 검색', updatedAt: '수정 일시' },
  },
  'not-found': {
    name: '404 기록',
    fields: {
      id: '주소',
      path: '주소',
      hits: '요청 수',
      lastSeenAt: '마지막 요청',
      referrerHost: '링크한 곳',
      q: '주소 검색',
    },
  },
};

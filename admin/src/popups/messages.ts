// Korean labels of the popup resource (react-admin reads resources.<name>.fields.<field> as input and column labels).
// The names the API's messages use too come from domain/; the placement fields add their unit here.
import { POPUP_FIELD_LABELS } from '../../../domain/popups';

export const popupMessages = {
  popups: {
    name: '팝업',
    fields: {
      id: '번호',
      ...POPUP_FIELD_LABELS,
      period: '게시 기간',
      dismissMode: '다시 보지 않기',
      dismissHours: '보지 않을 시간(시간)',
      positionLeft: '왼쪽 위치(px)',
      positionTop: '위쪽 위치(px)',
      width: '너비(px)',
      height: '내용 높이(px)',
      status: '상태',
      q: '제목 검색',
      updatedAt: '수정 일시',
    },
  },
};

// The popup layer's words, in Korean and (for the China MBA pages) Simplified Chinese.
import type { PopupUiLang } from '../../domain/popups.js';

export interface PopupLabels {
  region: string;
  close: string;
  today: string;
  hours: (n: number) => string;
  newWindow: string;
  more: string;
}

export const popupLabels: Record<PopupUiLang, PopupLabels> = {
  ko: {
    region: '알림',
    close: '닫기',
    today: '오늘 하루 보지 않기',
    hours: (n) => `${n}시간 동안 보지 않기`,
    newWindow: '새 창 열림',
    more: '자세히 보기',
  },
  zh: {
    region: '通知',
    close: '关闭',
    today: '今日不再显示',
    hours: (n) => `${n}小时内不再显示`,
    newWindow: '在新窗口打开',
    more: '查看详情',
  },
};

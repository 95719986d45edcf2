// A popup's enumerations with the names staff choose them by, and a popup as the public page (and its island)
// sees it: only what is shown, nothing of the admin's record.

/** Which devices show the popup. */
export const POPUP_DEVICES = [
  { code: 'all', ko: '모든 기기' },
  { code: 'pc', ko: 'PC' },
  { code: 'mobile', ko: '모바일' },
] as const;
export type PopupDevice = (typeof POPUP_DEVICES)[number]['code'];
export const POPUP_DEVICE_CODES = POPUP_DEVICES.map((d) => d.code) as readonly PopupDevice[];

/** Which pages show it: the Korean site, the Chinese (China MBA) pages, or both. */
export const POPUP_LANGS = [
  { code: 'ko', ko: '한국어 페이지' },
  { code: 'zh', ko: '중국어(China MBA) 페이지' },
  { code: 'all', ko: '모든 페이지' },
] as const;
export type PopupLang = (typeof POPUP_LANGS)[number]['code'];
export const POPUP_LANG_CODES = POPUP_LANGS.map((l) => l.code) as readonly PopupLang[];

/** today: hidden until the next midnight in Seoul; hours: hidden for dismissHours. */
export const POPUP_DISMISS_MODES = [
  { code: 'today', ko: '오늘 하루 보지 않기 (서울 시각 자정까지)' },
  { code: 'hours', ko: '정한 시간 동안 보지 않기' },
] as const;
export type PopupDismissMode = (typeof POPUP_DISMISS_MODES)[number]['code'];
export const POPUP_DISMISS_MODE_CODES = POPUP_DISMISS_MODES.map((m) => m.code) as readonly PopupDismissMode[];

/** A popup field's Korean name, alike on the admin form and in the API's error messages ("name: what is wrong").
 * The placement and "don't show again" fields are named apart: the form shows units, the messages name the value. */
export const POPUP_FIELD_LABELS = {
  title: '제목',
  body: '본문',
  imageFileId: '이미지',
  imageAlt: '이미지 대체 텍스트',
  linkUrl: '링크 주소',
  linkNewTab: '새 창으로 열기',
  startAt: '시작 일시',
  endAt: '종료 일시',
  device: '접속 기기',
  lang: '언어',
  active: '사용',
  sortOrder: '표시 순서',
};

/** What a popup has when staff leave a field alone: the admin form starts from it and the API fills it in. */
export const POPUP_DEFAULTS = {
  body: '',
  imageFileId: null,
  imageAlt: '',
  linkUrl: '',
  linkNewTab: false,
  device: 'all',
  lang: 'ko',
  active: true,
  sortOrder: 0,
  dismissMode: 'today',
  dismissHours: 24,
  positionLeft: null,
  positionTop: null,
  width: 450,
  height: 500,
} as const;

export interface PublicPopup {
  id: number;
  title: string;
  /** Sanitized on the server when saved. */
  bodyHtml: string;
  image: { id: number; url: string; alt: string; width: number | null; height: number | null } | null;
  linkUrl: string;
  linkNewTab: boolean;
  device: PopupDevice;
  dismissMode: PopupDismissMode;
  dismissHours: number;
  /** Desktop placement in px; null = laid out automatically. */
  left: number | null;
  top: number | null;
  width: number;
  height: number;
}

export type PopupUiLang = 'ko' | 'zh';

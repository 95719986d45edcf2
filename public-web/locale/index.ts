// One entry to the interface strings: ui(lang) for a page's language (types.ts decides which path gets which).
import { ko } from './ko.js';
import type { Lang, UiStrings } from './types.js';
import { zhHans } from './zh-Hans.js';

export { langForPath, type Lang, type UiStrings } from './types.js';

export function ui(lang: Lang): UiStrings {
  return lang === 'zh-Hans' ? zhHans : ko;
}

/** In the browser: the strings of the page's own language (<html lang>). */
export function pageUi(): UiStrings {
  return ui(document.documentElement.lang === 'zh-Hans' ? 'zh-Hans' : 'ko');
}

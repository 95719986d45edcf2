// The admin's look: react-admin's default themes with the school's navy app bar (the default #2196f3 under
// white text is 3.12:1; navy is 12:1) and a font stack that covers Korean first, then Simplified Chinese, so
// a Chinese applicant's name never shows boxes for characters the Korean fonts lack (the browser falls back
// per character along this list).
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const ADMIN_FONT_STACK = [
  'Pretendard',
  'Apple SD Gothic Neo',
  'Malgun Gothic',
  '맑은 고딕',
  'NanumBarunGothic',
  'NanumGothic',
  'Noto Sans KR',
  'Noto Sans CJK KR',
  'PingFang SC',
  'Microsoft YaHei',
  'Noto Sans CJK SC',
  'Noto Sans SC',
]
  .map((f) => `"${f}"`)
  .concat('sans-serif')
  .join(', ');

const navy = { light: '#3d5f86', main: '#12355b', dark: '#0b2340', contrastText: '#fff' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, secondary: navy },
  typography: { ...defaultLightTheme.typography, fontFamily: ADMIN_FONT_STACK },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography: { ...defaultDarkTheme.typography, fontFamily: ADMIN_FONT_STACK },
};

// The admin's look: react-admin's default themes with colours that pass WCAG AA (4.5:1) and a font stack that
// covers Korean first, then Simplified Chinese, so a Chinese applicant's name never shows boxes for characters the
// Korean fonts lack (the browser falls back per character along this list).
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

// The school's navy for the app bar (white on the default #2196f3 is 3.12:1; on navy 12:1). The other colours are
// MUI's darker shades where the default is under 4.5:1 as text on the page or under white text on a chip.
const palette = {
  primary: { main: '#1565c0' },
  secondary: { light: '#3d5f86', main: '#12355b', dark: '#0b2340', contrastText: '#fff' },
  error: { main: '#c62828' },
  warning: { main: '#a84300' },
  info: { main: '#01579b' },
};

const components = {
  // Korean wraps between words, as on the public site (a title broke as "안 / 내"); a long unbroken string
  // (an e-mail, a file name) may still break anywhere rather than widen a phone's page.
  MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all', overflowWrap: 'anywhere' } } },
  // react-admin sizes its layout to the widest content (min-width: fit-content), so on a phone one wide block
  // (a tab strip, the PC preview of a popup) made the whole page 550-790 px wide. Below 600 px the layout keeps
  // the screen's width and such blocks scroll inside themselves.
  RaLayout: {
    styleOverrides: {
      root: {
        '@media (max-width: 599.95px)': { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
      },
    },
  },
  // A flex row gives its children `min-width: auto`: a wide table or tab strip would widen the whole page on a
  // phone instead of scrolling inside its own box.
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  // The bulk-action bar folds to 0 px high when nothing is selected, but its buttons stayed focusable and lay over
  // the table's sort buttons (axe: target size); hidden, they leave the tab order until rows are selected.
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
  // Form toolbars: a lighter grey so the text-coloured buttons on them (삭제) keep 4.5:1.
  RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
  // react-admin names a row's checkbox (이 행 선택) on MUI's <span> root, where ARIA forbids a name, and leaves the
  // <input> unnamed (axe: aria-prohibited-attr, label): the name moves to the input. A checkbox with its own
  // slotProps keeps them (MUI then drops these defaults).
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (s: { 'aria-label'?: string }) => (s['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (s: { 'aria-label'?: string }) => (s['aria-label'] ? { 'aria-label': s['aria-label'] } : {}),
      },
    },
  },
  // Sort buttons in table headers: at least 24 px high (WCAG 2.2 target size).
  MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
  // Every spinner and loading bar has a name (axe: aria-progressbar-name on /admin and the lists while they load);
  // one that says what it waits for keeps its own.
  MuiCircularProgress: { defaultProps: { 'aria-label': '불러오는 중' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': '불러오는 중' } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...palette },
  typography: { ...defaultLightTheme.typography, fontFamily: ADMIN_FONT_STACK },
  components: { ...defaultLightTheme.components, ...components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography: { ...defaultDarkTheme.typography, fontFamily: ADMIN_FONT_STACK },
  components: {
    ...defaultDarkTheme.components,
    RaList: components.RaList,
    MuiTableSortLabel: components.MuiTableSortLabel,
    MuiCircularProgress: components.MuiCircularProgress,
    MuiLinearProgress: components.MuiLinearProgress,
  },
};

// The authoring checks staff meet before something goes public, named by the items of KWCAG 2.2
// (한국형 웹 콘텐츠 접근성 지침 2.2). The server finds them (server/html/authoring-checks.ts) and answers them in the
// publish step's 409; the admin's dialog (admin/src/editor/AuthoringWarnings.tsx) lists them. What refuses and what
// only warns:
// - on every content type (posts, popups, pages, privacy policy versions) each finding WARNS: a save that would make
//   it public answers 409 with the list, unless the request carries `acknowledgeWarnings: true` from a 최고관리자
//   (others get 403); the override lands in the audit log with the warnings it passed over;
// - pages keep their two ERRORS: an image without alt and a table without a header cell refuse a page's publish
//   (400) for everyone, as before: the page editor asks for both, and the seeded pages meet them;
// - empty paragraphs stay a hint beside the page editor: they never hold up a publish.

export type AuthoringCheckCode =
  'img-alt' | 'table-header' | 'heading-skip' | 'link-text' | 'empty-paragraph' | 'contrast' | 'hwp-without-pdf';

/** One finding: its code, the KWCAG 2.2 item ("5.1.1 적절한 대체 텍스트 제공") and a Korean sentence naming the place. */
export interface AuthoringWarning {
  code: AuthoringCheckCode;
  item: string;
  message: string;
}

export const KWCAG_ITEMS: Record<AuthoringCheckCode, string> = {
  'img-alt': '5.1.1 적절한 대체 텍스트 제공',
  'table-header': '5.3.1 표의 구성',
  'empty-paragraph': '5.3.2 콘텐츠의 선형구조',
  contrast: '5.4.3 텍스트 콘텐츠의 명도 대비',
  'heading-skip': '6.4.2 제목 제공',
  'link-text': '6.4.3 적절한 링크 텍스트',
  // KWCAG has no item of its own for file formats: an HWP-only attachment fails 8.2.1 for visitors without 한글.
  'hwp-without-pdf': '8.2.1 웹 애플리케이션 접근성 준수',
};

/** Findings that never hold up a publish (a hint beside the editor). */
export const HINT_CODES: readonly AuthoringCheckCode[] = ['empty-paragraph'];

/** The body field a request sets to publish over the warnings (a 최고관리자 only). */
export const ACKNOWLEDGE_FIELD = 'acknowledgeWarnings';

/** AA for body text (KWCAG 5.4.3: 4.5 대 1). */
export const AA_CONTRAST = 4.5;

const NAMED_COLOURS: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  dimgray: '#696969',
  dimgrey: '#696969',
  navy: '#000080',
  maroon: '#800000',
  purple: '#800080',
  teal: '#008080',
  olive: '#808000',
  lime: '#00ff00',
  aqua: '#00ffff',
  cyan: '#00ffff',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  pink: '#ffc0cb',
  skyblue: '#87ceeb',
  gold: '#ffd700',
  brown: '#a52a2a',
  darkred: '#8b0000',
  darkblue: '#00008b',
  darkgreen: '#006400',
};

/** '#f00', '#ff0000', 'rgb(255, 0, 0)', 'red' → [255, 0, 0]; null for what cannot be judged (transparent, inherit…). */
export function parseColour(raw: string): [number, number, number] | null {
  const v = raw.trim().toLowerCase();
  const named = NAMED_COLOURS[v];
  if (named) return parseColour(named);
  const hex = /^#([0-9a-f]{3,8})$/.exec(v)?.[1];
  if (hex && (hex.length === 3 || hex.length === 4))
    return [0, 1, 2].map((i) => parseInt(hex[i] + hex[i], 16)) as [number, number, number];
  if (hex && (hex.length === 6 || hex.length === 8))
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*(\d{1,3})(%?)\s*,\s*(\d{1,3})(%?)\s*,\s*(\d{1,3})(%?)/.exec(v);
  if (!rgb) return null;
  const part = (n: string, pct: string) => Math.min(255, pct ? Math.round((Number(n) * 255) / 100) : Number(n));
  return [part(rgb[1], rgb[2]), part(rgb[3], rgb[4]), part(rgb[5], rgb[6])];
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** 4.0 → "4.0", 2.93 → "2.9": one decimal, as the warning shows it. */
export const ratioText = (r: number) => (Math.floor(r * 10) / 10).toFixed(1);

const baseName = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/\.[^.]*$/, '');
const extension = (name: string) => /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? '';

/** The HWP or HWPX attachments with no PDF of the same name beside them (신청서.hwp wants 신청서.pdf). */
export function hwpWithoutPdf(names: string[]): string[] {
  const pdfs = new Set(names.filter((n) => extension(n) === 'pdf').map(baseName));
  return names.filter((n) => (extension(n) === 'hwp' || extension(n) === 'hwpx') && !pdfs.has(baseName(n)));
}

/** What staff read about one: why, and the way out. */
export const hwpWithoutPdfMessage = (n: string) =>
  `첨부파일 "${n}"은(는) 한글 프로그램이 있어야 열립니다. 같은 내용의 PDF(${n.replace(/\.[^.]*$/, '')}.pdf)를 함께 올려 주세요.`;

// The authoring checks of a stored body (posts, popups, pages, privacy policy versions) and of a post's attachments,
// each finding named by its KWCAG 2.2 item (domain/authoring-checks.ts says which refuse and which warn). The body is
// parsed with htmlparser2 (the parser sanitize-html itself uses), never with regular expressions.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import {
  AA_CONTRAST,
  contrastRatio,
  KWCAG_ITEMS,
  hwpWithoutPdf,
  hwpWithoutPdfMessage,
  parseColour,
  ratioText,
  type AuthoringCheckCode,
  type AuthoringWarning,
} from '../../domain/authoring-checks.js';

/** Link texts that say nothing about where the link goes, when they are the whole text. */
const VAGUE_LINK_TEXTS = new Set([
  '여기',
  '여기를',
  '여기를 클릭',
  '여기 클릭',
  '클릭',
  '클릭하세요',
  '바로가기',
  '더보기',
  '자세히',
  '링크',
  'click',
  'here',
  'click here',
  'more',
  '点击',
  '这里',
  '点击这里',
]);
const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

const ORDINALS = ['첫', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];
/** 1 → "첫 번째", 3 → "세 번째", 12 → "12번째". */
export function ordinal(n: number): string {
  return n <= ORDINALS.length ? `${ORDINALS[n - 1]} 번째` : `${n}번째`;
}

const isElement = (n: ChildNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';

function* walk(nodes: ChildNode[]): Generator<Element> {
  for (const n of nodes) {
    if (!isElement(n)) continue;
    yield n;
    yield* walk(n.children);
  }
}

function textOf(nodes: ChildNode[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += n.data;
    else if (isElement(n)) out += n.name === 'img' ? (n.attribs.alt ?? '') : textOf(n.children);
  }
  return out;
}

const clean = (s: string) =>
  s
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const short = (t: string) => (t.length > 20 ? `${t.slice(0, 20)}…` : t);

export const finding = (code: AuthoringCheckCode, message: string): AuthoringWarning => ({
  code,
  item: KWCAG_ITEMS[code],
  message: `${message} (${KWCAG_ITEMS[code]})`,
});

/** The declared value of one property in an inline style ("color: #999; font-weight: bold"). */
function styleValue(style: string | undefined, property: string): string | null {
  for (const decl of (style ?? '').split(';')) {
    const [name, ...rest] = decl.split(':');
    if (name?.trim().toLowerCase() === property) return rest.join(':').trim() || null;
  }
  return null;
}

const WHITE: [number, number, number] = [255, 255, 255];

/** A text colour (inline `color` or `data-colour`) under AA on its background (its own, else the page's #fff). */
function contrastFinding(el: Element): AuthoringWarning | null {
  const raw = styleValue(el.attribs.style, 'color') ?? el.attribs['data-colour'] ?? el.attribs['data-color'];
  const fg = raw ? parseColour(raw) : null;
  if (!raw || !fg) return null;
  const bgRaw = styleValue(el.attribs.style, 'background-color') ?? el.attribs['data-background'];
  const bg = (bgRaw && parseColour(bgRaw)) || WHITE;
  const ratio = contrastRatio(fg, bg);
  if (ratio >= AA_CONTRAST) return null;
  const text = short(clean(textOf(el.children)));
  return finding(
    'contrast',
    `글자 "${text}"의 색(${raw})은 배경과의 명도 대비가 ${ratioText(ratio)} 대 1로 4.5 대 1보다 낮습니다. 더 진한 색을 쓰세요.`,
  );
}

/** Every finding in a body, in document order; empty paragraphs last, as one count. */
export function checkHtml(html: string): AuthoringWarning[] {
  const doc = parseDocument(html, { decodeEntities: true });
  const found: AuthoringWarning[] = [];
  let images = 0;
  let tables = 0;
  let lastLevel = 1;
  let empty = 0;
  for (const el of walk(doc.children)) {
    const colour = contrastFinding(el);
    if (colour) found.push(colour);
    if (el.name === 'img') {
      images += 1;
      if (!clean(el.attribs.alt ?? ''))
        found.push(finding('img-alt', `${ordinal(images)} 이미지에 대체 텍스트가 없습니다.`));
    } else if (el.name === 'table') {
      tables += 1;
      const hasHeader = [...walk(el.children)].some((c) => c.name === 'th' && clean(textOf(c.children)));
      if (!hasHeader) found.push(finding('table-header', `${ordinal(tables)} 표에 제목 셀(th)이 없습니다.`));
    } else if (/^h[1-6]$/.test(el.name)) {
      const level = Number(el.name[1]);
      if (level > lastLevel + 1)
        found.push(
          finding(
            'heading-skip',
            `제목 "${short(clean(textOf(el.children)))}"이(가) h${lastLevel} 다음에 h${level}로 단계를 건너뜁니다. h${lastLevel + 1}을(를) 쓰세요.`,
          ),
        );
      lastLevel = level;
    } else if (el.name === 'a') {
      const t = clean(textOf(el.children));
      if (VAGUE_LINK_TEXTS.has(t.toLowerCase()))
        found.push(
          finding('link-text', `링크 글자 "${t}"만으로는 어디로 가는지 알 수 없습니다. 목적지를 밝혀 주세요.`),
        );
      else if (BARE_URL.test(t))
        found.push(
          finding('link-text', `링크 글자가 주소 "${short(t)}" 그대로입니다. 어디로 가는지 글로 밝혀 주세요.`),
        );
    } else if (el.name === 'p') {
      if (!clean(textOf(el.children)) && ![...walk(el.children)].some((c) => c.name === 'img')) empty += 1;
    }
  }
  if (empty > 0)
    found.push(finding('empty-paragraph', `빈 문단 ${empty}개가 간격용으로 쓰였습니다. 빈 문단을 지워 주세요.`));
  return found;
}

/** An HWP or HWPX attachment with no PDF of the same name beside it (신청서.hwp wants 신청서.pdf). */
export function checkAttachments(names: string[]): AuthoringWarning[] {
  return hwpWithoutPdf(names).map((n) => finding('hwp-without-pdf', hwpWithoutPdfMessage(n)));
}

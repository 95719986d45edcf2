// Authoring checks of a page body (페이지 관리), mapped to the items of KWCAG 2.2 (한국형 웹 콘텐츠 접근성 지침).
// Errors refuse a publish: an image without alternative text (5.1.1 적절한 대체 텍스트 제공) and a table without
// header cells (5.3.1 표의 구성). Warnings come back with every saved draft and sit beside the editor: a skipped
// heading level (6.4.2 제목 제공), a link whose whole text is "여기", "클릭" or the like (6.4.3 적절한 링크 텍스트)
// and empty paragraphs used as spacing (5.3.2 콘텐츠의 선형구조). The body is parsed with htmlparser2 (the parser
// sanitize-html itself uses), never with regular expressions.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

export type PageCheckCode = 'img-alt' | 'table-header' | 'heading-skip' | 'link-text' | 'empty-paragraph';

export interface PageCheck {
  code: PageCheckCode;
  /** The KWCAG 2.2 검사 항목, e.g. "5.1.1 적절한 대체 텍스트 제공". */
  item: string;
  message: string;
}

export const KWCAG_ITEMS: Record<PageCheckCode, string> = {
  'img-alt': '5.1.1 적절한 대체 텍스트 제공',
  'table-header': '5.3.1 표의 구성',
  'empty-paragraph': '5.3.2 콘텐츠의 선형구조',
  'heading-skip': '6.4.2 제목 제공',
  'link-text': '6.4.3 적절한 링크 텍스트',
};

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

function shortText(el: Element): string {
  const t = clean(textOf(el.children));
  return t.length > 20 ? `${t.slice(0, 20)}…` : t;
}

export interface PageCheckResult {
  errors: PageCheck[];
  warnings: PageCheck[];
}

/** Checks a body (sanitized HTML). The page title is the h1, so the body's headings start at h2. */
export function checkPageContent(html: string): PageCheckResult {
  const doc = parseDocument(html, { decodeEntities: true });
  const errors: PageCheck[] = [];
  const warnings: PageCheck[] = [];
  const add = (list: PageCheck[], code: PageCheckCode, message: string) =>
    list.push({ code, item: KWCAG_ITEMS[code], message: `${message} (${KWCAG_ITEMS[code]})` });
  let images = 0;
  let tables = 0;
  let lastLevel = 1;
  let emptyRun = 0;
  for (const el of walk(doc.children)) {
    if (el.name === 'img') {
      images += 1;
      if (!clean(el.attribs.alt ?? '')) add(errors, 'img-alt', `${ordinal(images)} 이미지에 대체 텍스트가 없습니다.`);
    } else if (el.name === 'table') {
      tables += 1;
      const hasHeader = [...walk(el.children)].some((c) => c.name === 'th' && clean(textOf(c.children)));
      if (!hasHeader) add(errors, 'table-header', `${ordinal(tables)} 표에 제목 셀(th)이 없습니다.`);
    } else if (/^h[1-6]$/.test(el.name)) {
      const level = Number(el.name[1]);
      if (level > lastLevel + 1)
        add(
          warnings,
          'heading-skip',
          `제목 "${shortText(el)}"이(가) h${lastLevel} 다음에 h${level}로 단계를 건너뜁니다. h${lastLevel + 1}을(를) 쓰세요.`,
        );
      lastLevel = level;
    } else if (el.name === 'a') {
      const t = clean(textOf(el.children));
      if (VAGUE_LINK_TEXTS.has(t.toLowerCase()))
        add(warnings, 'link-text', `링크 글자 "${t}"만으로는 어디로 가는지 알 수 없습니다. 목적지를 밝혀 주세요.`);
    }
  }
  // Empty paragraphs (only spaces or <br>) used to make room between blocks.
  for (const el of walk(doc.children)) {
    if (el.name !== 'p') continue;
    const empty = !clean(textOf(el.children)) && ![...walk(el.children)].some((c) => c.name === 'img');
    if (empty) emptyRun += 1;
  }
  if (emptyRun > 0)
    add(warnings, 'empty-paragraph', `빈 문단 ${emptyRun}개가 간격용으로 쓰였습니다. 빈 문단을 지워 주세요.`);
  return { errors, warnings };
}

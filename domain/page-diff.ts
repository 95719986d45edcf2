// The comparison of two versions of a page or a post (변경 이력, 수정 이력) as a visitor reads them: each version as
// blocks of rendered text (the title, lead and description first, then a block per paragraph, heading, list item or
// table row; no tags, no data-widget: a generated part reads as its Korean name), the blocks matched with the `diff`
// package (jsdiff, Myers' algorithm), and within a changed block the words that went and came (diffWords over the
// Korean word segmenter: an 어절 is one word, the digits in it apart; jsdiff alone splits Hangul letter by letter). A removed block is paired with an added one only when
// they share most of their words, so a deleted paragraph and a new one elsewhere are not shown as one "change".
import { diffArrays, diffWords } from 'diff';
import { PAGE_WIDGETS, isPageWidget, type SettingWidgetKey } from './pages.js';

/** What the comparison reads of a version (a post has no lead or description). */
export interface ComparableVersion {
  title: string;
  summary?: string | null;
  description?: string | null;
  content: string;
}

const BLOCK_END =
  /<\/(?:p|h[1-6]|li|tr|caption|dt|dd|figcaption|blockquote|pre|section|table|ul|ol|dl|figure)>|<br\s*\/?>|<(?:p|h[1-6]|li|tr|caption|dt|dd|blockquote|pre|div)[\s>]/gi;

const SETTING_NAMES: Record<SettingWidgetKey, string> = {
  schoolName: '대학원 이름',
  universityName: '대학 이름',
  phone: '전화번호',
  email: '이메일',
  address: '주소',
  fax: '팩스',
};

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** A generated part as words staff know: "[자동: 주소·연락처 카드 (사이트 설정)]", "[자동: 대학원 이름]". */
function widgetText(tag: string): string {
  const name = attr(tag, 'data-widget') ?? '';
  if (name === 'setting') {
    const key = attr(tag, 'data-key') as SettingWidgetKey | undefined;
    return `[자동: ${(key && SETTING_NAMES[key]) || PAGE_WIDGETS.setting}]`;
  }
  return isPageWidget(name) ? `[자동: ${PAGE_WIDGETS[name]}]` : '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** Sanitized HTML as the blocks of text a visitor reads. */
export function htmlBlocks(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<(?:div|span)\s[^>]*data-widget="[^"]*"[^>]*>/gi, (tag) => `${widgetText(tag)}`)
    .replace(/<img\s[^>]*>/gi, (tag) => `[그림: ${attr(tag, 'alt') || '설명 없음'}]`)
    .replace(/<\/t[dh]>/gi, ' | ')
    .replace(BLOCK_END, (m) => `\n${m}`)
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split('\n')
    .map((l) =>
      l
        .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
        .replace(/(?:\s*\|\s*)+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** A version as the blocks the comparison works on. */
export function versionBlocks(v: ComparableVersion): string[] {
  const head = [`제목: ${v.title}`];
  if (v.summary !== undefined) head.push(`요약: ${v.summary ?? ''}`);
  if (v.description !== undefined) head.push(`검색엔진 설명: ${v.description ?? ''}`);
  return [...head, ...htmlBlocks(v.content)];
}

/** A run of text, deleted (removed), inserted (added) or kept. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface DiffRow {
  /** same: unchanged; changed: words replaced inside; removed: only in the older; added: only in the newer. */
  kind: 'same' | 'changed' | 'removed' | 'added';
  left: string | null;
  right: string | null;
  /** The block with its deletions and insertions marked. */
  parts: DiffPart[];
}

let segmenter: Intl.Segmenter | null = null;
const wordParts = (left: string, right: string): DiffPart[] =>
  diffWords(left, right, { intlSegmenter: (segmenter ??= new Intl.Segmenter('ko', { granularity: 'word' })) }).map(
    (c) => ({
      value: c.value,
      ...(c.added ? { added: true } : {}),
      ...(c.removed ? { removed: true } : {}),
    }),
  );

/** How much of two blocks' text is kept (0…1, spaces aside): from one half on they are one block changed. */
function kept(parts: DiffPart[]): number {
  let same = 0;
  let changed = 0;
  for (const p of parts) {
    const n = p.value.replace(/\s/g, '').length;
    if (p.added || p.removed) changed += n;
    else same += 2 * n;
  }
  return same + changed ? same / (same + changed) : 1;
}

/** One run of removed blocks against the added ones that follow it: similar ones paired in order. */
function pairRun(removed: string[], added: string[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let next = 0;
  for (const l of removed) {
    let match = -1;
    let parts: DiffPart[] = [];
    for (let j = next; j < added.length && match < 0; j++) {
      const p = wordParts(l, added[j]);
      if (kept(p) >= 0.5) [match, parts] = [j, p];
    }
    if (match < 0) {
      rows.push({ kind: 'removed', left: l, right: null, parts: [{ value: l, removed: true }] });
      continue;
    }
    for (; next < match; next++)
      rows.push({ kind: 'added', left: null, right: added[next], parts: [{ value: added[next], added: true }] });
    rows.push({ kind: 'changed', left: l, right: added[match], parts });
    next = match + 1;
  }
  for (; next < added.length; next++)
    rows.push({ kind: 'added', left: null, right: added[next], parts: [{ value: added[next], added: true }] });
  return rows;
}

/** What changed from `left` (the older) to `right`, block by block, words marked within a changed block. */
export function diffVersions(left: ComparableVersion, right: ComparableVersion): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  for (const part of diffArrays(versionBlocks(left), versionBlocks(right))) {
    if (part.removed) {
      rows.push(...pairRun(removed, []));
      removed = part.value;
    } else if (part.added) {
      rows.push(...pairRun(removed, part.value));
      removed = [];
    } else {
      rows.push(...pairRun(removed, []));
      removed = [];
      for (const b of part.value) rows.push({ kind: 'same', left: b, right: b, parts: [{ value: b }] });
    }
  }
  rows.push(...pairRun(removed, []));
  return rows;
}

// The side-by-side comparison of two versions of a page (페이지 관리 → 변경 이력): each version as lines (the title,
// lead and description first, then the body broken after every block element), compared line by line with the
// `diff` package (jsdiff, Myers' algorithm). A row pairs what the left version had with what the right one has.
import { diffArrays } from 'diff';
import type { PageVersion } from './pages.js';

const BLOCK_END =
  /(<\/(?:p|h[1-6]|li|tr|section|table|thead|tbody|caption|ul|ol|dl|dt|dd|div|figure|figcaption|blockquote)>|<br\s*\/?>)/g;

/** A version as the lines the comparison works on. */
export function versionLines(v: PageVersion): string[] {
  const body = v.content
    .replace(BLOCK_END, '$1\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return [`제목: ${v.title}`, `요약: ${v.summary ?? ''}`, `검색엔진 설명: ${v.description ?? ''}`, ...body];
}

export interface DiffRow {
  left: string | null;
  right: string | null;
  /** same: unchanged; changed: replaced; removed: only on the left; added: only on the right. */
  kind: 'same' | 'changed' | 'removed' | 'added';
}

export function diffVersions(left: PageVersion, right: PageVersion): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    const n = Math.max(removed.length, added.length);
    for (let i = 0; i < n; i++) {
      const l = removed[i] ?? null;
      const r = added[i] ?? null;
      rows.push({ left: l, right: r, kind: l !== null && r !== null ? 'changed' : l !== null ? 'removed' : 'added' });
    }
    removed = [];
  };
  for (const part of diffArrays(versionLines(left), versionLines(right))) {
    if (part.removed) {
      flush([]);
      removed = part.value;
    } else if (part.added) flush(part.value);
    else {
      flush([]);
      for (const line of part.value) rows.push({ left: line, right: line, kind: 'same' });
    }
  }
  flush([]);
  return rows;
}

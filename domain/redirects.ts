// 리디렉션 관리's rules that both sides share: the field names in Korean, what a target may be, and how an old
// list's parameters (Gnuboard5's page/sca/stx/sfl, Rhymix's page/category/search_keyword/search_target) become our
// board list's own (public-web/boards/params.ts: page, category, q, field).
import { redirectKey } from './redirect-key.js';

export const REDIRECT_FIELD_LABELS: Record<string, string> = {
  from: '옛 주소',
  to: '새 주소',
  status: '응답',
  hits: '방문 수',
  lastHitAt: '마지막 방문',
  source: '출처',
};

export const REDIRECT_STATUSES = [301, 302, 404, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: '301 영구 이동',
  302: '302 임시 이동',
  404: '404 없음',
  410: '410 삭제됨',
};

/** The CSV's columns, in order (export writes them, import finds them by these headers or by the field names). */
/** One bad row of a CSV import, by its line. */
export interface ImportProblem {
  line: number;
  from: string;
  problem: string;
}

/** What a CSV import (or its dry run) answers. */
export interface ImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  problems: ImportProblem[];
}

export const REDIRECT_CSV_HEADERS = ['옛 주소', '새 주소', '응답', '출처', '방문 수', '마지막 방문'] as const;

/**
 * Why a target cannot be stored, or null: a path on this site (`/board/notice/12#c_3`) or a full https address;
 * never `javascript:`, `//other.host` or a backslash trick a browser reads as another host.
 */
export function targetProblem(to: string): string | null {
  if (!to) return '새 주소를 입력해주세요.';
  if (to.length > 1000) return '새 주소는 1,000자 이하로 입력해주세요.';
  if (/[\u0000-\u0020\u007f\\]/.test(to)) return '새 주소에 공백이나 역슬래시(\\)는 쓸 수 없습니다.';
  if (to.startsWith('/')) return to.startsWith('//') ? '새 주소는 /로 시작하는 이 사이트의 경로로 입력해주세요.' : null;
  try {
    const url = new URL(to);
    if (url.protocol === 'https:' && url.hostname && !url.username && !url.password) return null;
  } catch {
    // not an address at all
  }
  return '새 주소는 /로 시작하는 이 사이트의 경로나 https:// 주소로 입력해주세요.';
}

/** Why an old address cannot be stored, or null: a path (with its query) on the old site. */
export function fromProblem(from: string): string | null {
  if (!from) return '옛 주소를 입력해주세요.';
  if (from.length > 1000) return '옛 주소는 1,000자 이하로 입력해주세요.';
  if (/[\u0000-\u001f\u007f]/.test(from)) return '옛 주소에 줄바꿈이나 제어 문자는 쓸 수 없습니다.';
  const path = oldPath(from);
  if (!path.startsWith('/') || path.startsWith('//')) return '옛 주소는 /로 시작하는 경로로 입력해주세요.';
  if (/^\/(api|admin)(\/|$)/.test(path)) return '/api와 /admin 아래 주소는 옮길 수 없습니다.';
  if (redirectKey(from).key === '/')
    return '홈페이지(/)는 옮길 수 없습니다. 옛 주소의 경로나 번호를 함께 입력해주세요.';
  return null;
}

/** An old address as staff paste it, full (`https://old.ac.kr/bbs/board.php?…`) or as a path: the path part. */
export function oldPath(from: string): string {
  const m = /^(?:https?:)?\/\/[^/?#]*(.*)$/i.exec(from.trim());
  return m ? m[1] || '/' : from.trim();
}

const FIELD_OF: Record<string, string> = {
  wr_subject: 'title',
  wr_content: 'content',
  'wr_subject||wr_content': 'title_content',
  wr_name: 'author',
  mb_id: 'author',
  title: 'title',
  content: 'content',
  title_content: 'title_content',
  nick_name: 'author',
  user_name: 'author',
  user_id: 'author',
};

/** Our list's query for an old list's carried parameters ('' when none is left), in the list's own order. */
export function carriedQuery(carry: Record<string, string>): string {
  const s = new URLSearchParams();
  const category = carry.sca ?? carry.category;
  const q = (carry.stx ?? carry.search_keyword ?? '').trim();
  const field = FIELD_OF[(carry.sfl ?? carry.search_target ?? '').split(',')[0]];
  if (category) s.set('category', category);
  if (q) {
    if (field && field !== 'title_content') s.set('field', field);
    s.set('q', q.slice(0, 50));
  }
  const page = Number(carry.page);
  if (Number.isInteger(page) && page > 1) s.set('page', String(page));
  return s.toString();
}

/** A board target with the carried list parameters added to its query (before its #anchor); others as they are. */
export function withCarried(to: string, carry: Record<string, string>): string {
  const extra = to.startsWith('/board/') ? carriedQuery(carry) : '';
  if (!extra) return to;
  const hash = to.indexOf('#');
  const [base, anchor] = hash < 0 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${anchor}`;
}

/** The key a target is found under as an old address itself (null for another site's address). */
export function targetKey(to: string): string | null {
  return to.startsWith('/') && !to.startsWith('//') ? redirectKey(to).key : null;
}

// 수험번호 (exam numbers): `<term>-<track letter>-<4 digits>`, e.g. 2027-1-M-0001 (석사과정) or 2027-1-C-0001
// (중국 MBA), counted per round and track from 1 (or from the number staff give), never reused within a round
// (the database's unique index on (round_id, exam_no) backs it). The ticket and the mails print it as is.
import type { TrackCode } from './programs.js';

export const TRACK_LETTER: Record<TrackCode, string> = { master: 'M', china_mba: 'C' };
export const EXAM_NO_MAX = 9999;

export const examNoPrefix = (term: string, track: TrackCode): string => `${term}-${TRACK_LETTER[track]}-`;

export const examNoOf = (term: string, track: TrackCode, n: number): string =>
  `${examNoPrefix(term, track)}${String(n).padStart(4, '0')}`;

/** The number part of an exam number with the prefix, or null. */
export function examNoSeq(examNo: string, prefix: string): number | null {
  if (!examNo.startsWith(prefix)) return null;
  const n = Number(examNo.slice(prefix.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The next `count` free numbers of a prefix: from `start` if given, else after the highest taken; numbers already
 * taken are skipped. Null when they would run past 9999.
 */
export function nextExamNos(taken: readonly string[], prefix: string, count: number, start?: number): number[] | null {
  const used = new Set(taken.map((t) => examNoSeq(t, prefix)).filter((n): n is number => n !== null));
  let n = start ?? Math.max(0, ...used) + 1;
  const out: number[] = [];
  while (out.length < count) {
    if (n > EXAM_NO_MAX) return null;
    if (!used.has(n)) out.push(n);
    n++;
  }
  return out;
}

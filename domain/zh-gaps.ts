// The Chinese texts a round leaves empty while its Korean text is filled: a Chinese applicant would read the Korean
// one there (rounds.ts bilingual falls back to it). Named by the round form's labels, so the edit page, the API and
// the dashboard can say which field to fill.
import type { Bilingual, Round } from './rounds.js';

type Texts = Pick<Round, 'name' | 'nameZh' | 'essays' | 'fee' | 'interview' | 'registration' | 'notice'>;

const gap = (b: Bilingual | null | undefined) => !!b?.ko?.trim() && !b.zh?.trim();

/** The labels of the round's Chinese fields left empty where the Korean is written, in the form's order. */
export function roundZhGaps(r: Texts): string[] {
  const out: string[] = [];
  if (r.name.trim() && !r.nameZh?.trim()) out.push('모집명 (中文)');
  for (const e of r.essays ?? []) if (gap(e.prompt)) out.push(`에세이 질문 (中文): ${e.prompt.ko}`);
  if (r.fee && r.fee.amount > 0 && gap(r.fee.howToPay)) out.push('전형료 납부 방법 (中文)');
  if (gap(r.interview?.place)) out.push('면접 장소·방법 (中文)');
  if (gap(r.interview?.note)) out.push('면접 안내 (中文)');
  if (gap(r.registration?.place)) out.push('등록 장소·방법 (中文)');
  if (gap(r.registration?.note)) out.push('등록 안내 (中文)');
  if (gap(r.registration?.account)) out.push('등록금 납부 계좌 (中文)');
  if (gap(r.registration?.submit)) out.push('등록 시 제출 서류 (中文)');
  if (gap(r.notice)) out.push('안내문 (中文)');
  return out;
}

/** A text as a reader reads it: the Chinese one for zh, else the Korean one flagged `korean` (shown marked, not silently). */
export function readerText(b: Bilingual | null | undefined, lang: 'ko' | 'zh'): { text: string; korean: boolean } {
  const zh = b?.zh?.trim();
  if (lang === 'zh' && zh) return { text: b!.zh, korean: false };
  const ko = b?.ko ?? '';
  return { text: ko, korean: lang === 'zh' && !!ko.trim() };
}

/** The Korean words a Chinese text holds (placeholders left out), at most five: a Chinese reader would meet them. */
export function hangulIn(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[\p{Script=Hangul}][\p{Script=Hangul}\s]*/gu) ?? [];
  return [...new Set(words.map((w) => w.trim()).filter(Boolean))].slice(0, 5);
}

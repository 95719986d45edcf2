// 자주 묻는 질문: the entries staff keep at /api/faqs, shown at /entrance/faq (Korean) and
// /china/faq (the Chinese texts of the entries that have them), grouped by category, each a <details>.

export const FAQ_FIELD_LABELS: Record<string, string> = {
  question: '질문',
  answer: '답변',
  questionZh: '질문(중국어)',
  answerZh: '답변(중국어)',
  category: '분류',
  order: '표시 순서',
  visible: '공개',
};

/** The category an entry without one is shown under. */
export const FAQ_DEFAULT_CATEGORY = '일반';

export const FAQ_PATHS = { ko: '/entrance/faq', zh: '/china/faq' } as const;

export interface FaqView {
  id: number;
  question: string;
  /** Sanitized HTML. */
  answer: string;
  category: string;
}

/** Entries grouped by category, the categories in the order of their first entry (entries come sorted by order). */
export function groupFaqs<T extends { category: string }>(entries: T[]): { category: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const e of entries) {
    const key = e.category || FAQ_DEFAULT_CATEGORY;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups].map(([category, list]) => ({ category, entries: list }));
}

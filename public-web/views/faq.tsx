// 자주 묻는 질문 (/entrance/faq) and its Chinese twin (/china/faq): the entries by category, each a <details>
// that opens without JavaScript. The answers were sanitized when saved (the post policy).
import { groupFaqs, type FaqView } from '../../domain/faqs.js';
import { richTextWithoutStyles } from '../lib/rich-text-styles.js';
import { scrollableTables } from '../lib/scrollable-tables.js';

export interface FaqPageProps {
  lang: 'ko' | 'zh-Hans';
  entries: FaqView[];
}

const WORDS = {
  ko: {
    title: '자주 묻는 질문',
    empty: '등록된 질문이 아직 없습니다.',
    more: '찾는 답이 없으면',
    ask: '입학상담에 질문하기',
  },
  'zh-Hans': {
    title: '常见问题',
    empty: '暂无常见问题。',
    more: '如未找到答案，',
    ask: '请通过入学咨询提问',
  },
} as const;

export const faqTitle = (lang: 'ko' | 'zh-Hans') => WORDS[lang].title;

export function FaqPage({ lang, entries }: FaqPageProps) {
  const w = WORDS[lang];
  const groups = groupFaqs(entries);
  return (
    <div class="container page-body faq">
      <h1 class="page-title">{w.title}</h1>
      {!groups.length && <p>{w.empty}</p>}
      {groups.map((g, i) => (
        <section class="faq-group" aria-labelledby={`faq-group-${i}`}>
          <h2 id={`faq-group-${i}`}>{g.category}</h2>
          {g.entries.map((e) => (
            <details class="faq-item" id={`faq-${e.id}`}>
              <summary>{e.question}</summary>
              <div
                class="faq-answer"
                dangerouslySetInnerHTML={{ __html: scrollableTables(richTextWithoutStyles(e.answer)) }}
              />
            </details>
          ))}
        </section>
      ))}
      <p class="faq-more">
        {w.more} <a href="/board/qna">{w.ask}</a>
      </p>
    </div>
  );
}

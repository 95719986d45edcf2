// What the FAQ pages show: the visible entries, in Korean, or in Chinese those that have both Chinese texts.
import type { Sequelize } from 'sequelize';
import { FAQ_DEFAULT_CATEGORY, type FaqView } from '../../domain/faqs.js';
import { visibleFaqs } from './faq-store.js';

export async function faqEntries(db: Sequelize, lang: 'ko' | 'zh-Hans'): Promise<FaqView[]> {
  const rows = await visibleFaqs(db);
  if (lang === 'ko')
    return rows.map((f) => ({
      id: f.id,
      question: f.question,
      answer: f.answer,
      category: f.category || FAQ_DEFAULT_CATEGORY,
    }));
  return rows
    .filter((f) => f.questionZh.trim() && f.answerZh.trim())
    .map((f) => ({ id: f.id, question: f.questionZh, answer: f.answerZh, category: f.category || '常见问题' }));
}

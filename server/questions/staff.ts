// What staff do with a question: answer it (the asker gets question.answered, in the question's language, with a
// link), make it public (as a Q&A without the name, or into the FAQ, last in its category) and delete it. Each in one transaction through
// the publish step; the audit trail records the call (server/audit/middleware.ts).
import type { Sequelize, Transaction } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { answeredMail } from '../../domain/questions.js';
import type { Publisher } from '../cache/publish.js';
import { badRequest, notFound } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { recordDestruction } from '../destruction/register.js';
import { insertFaq } from './faq-store.js';
import { deleteQuestion, findQuestion, makePublic, saveAnswer, type QuestionRow } from './store.js';

export interface StaffDeps {
  sequelize: Sequelize;
  publisher: Publisher;
  publicUrl: string;
}

async function locked(sequelize: Sequelize, id: number, transaction: Transaction): Promise<QuestionRow> {
  const q = await findQuestion(sequelize, id, { transaction, lock: true });
  if (!q) throw notFound('질문을 찾을 수 없습니다.');
  return q;
}

/** The link in the answer mail: the question's page, where the password opens it. */
export const questionLink = (publicUrl: string, q: { enName: string; id: number }) =>
  `${publicUrl}/board/${q.enName}/${q.id}`;

export async function answerQuestion(deps: StaffDeps, id: number, answer: string, by: number): Promise<QuestionRow> {
  const { sequelize } = deps;
  return deps.publisher.write(
    (q: QuestionRow) => ({ kind: 'posts', board: q.enName }),
    async (transaction) => {
      const q = await locked(sequelize, id, transaction);
      const at = now();
      await saveAnswer(sequelize, id, { answer, by, at }, transaction);
      // Mail on the first answer and on each change of it, also after the question was made public (its asker's
      // address is kept until the retention period ends).
      if (q.email && q.name) {
        const s = await loadSettings(transaction);
        const mail = answeredMail({
          lang: q.lang,
          schoolName: s.schoolName,
          universityName: s.universityName,
          askerName: q.name,
          title: q.title,
          link: questionLink(deps.publicUrl, q),
        });
        await enqueueMail(
          {
            kind: 'question.answered',
            to: q.email,
            lang: q.lang,
            ...mail,
            dedupeKey: `question.answered:${id}:${at.getTime()}`,
          },
          { transaction },
        );
      }
      return (await findQuestion(sequelize, id, { transaction }))!;
    },
  );
}

export async function publishQuestion(
  deps: StaffDeps,
  id: number,
  as: 'qna' | 'faq',
  category: string,
  by: number,
): Promise<QuestionRow> {
  const { sequelize } = deps;
  return deps.publisher.write(
    // The FAQ page too (a bare kind empties every cache).
    (q: QuestionRow) => (as === 'faq' ? 'faqs' : { kind: 'posts', board: q.enName }),
    async (transaction) => {
      const q = await locked(sequelize, id, transaction);
      if (!q.answer) throw badRequest('답변을 등록한 질문만 공개할 수 있습니다.');
      if (q.madePublicAt) throw badRequest('이미 공개한 질문입니다.');
      const faqId =
        as === 'faq'
          ? await insertFaq(
              sequelize,
              {
                question: q.title,
                answer: q.answer,
                questionZh: '',
                answerZh: '',
                category,
                visible: true,
              },
              by,
              transaction,
            )
          : null;
      await makePublic(sequelize, id, now(), faqId, transaction);
      return (await findQuestion(sequelize, id, { transaction }))!;
    },
  );
}

export async function removeQuestion(
  deps: StaffDeps,
  id: number,
  user: { id: number; loginId: string; name: string },
): Promise<QuestionRow> {
  const { sequelize } = deps;
  return deps.publisher.write(
    (q: QuestionRow) => ({ kind: 'posts', board: q.enName }),
    async (transaction) => {
      const q = await locked(sequelize, id, transaction);
      await deleteQuestion(sequelize, id, transaction);
      // A deleted question held the asker's name, e-mail and password unless it was made public.
      if (!q.madePublicAt)
        await recordDestruction(
          sequelize,
          { kind: 'question', count: 1, rule: '담당자 삭제(입학상담 질문)', by: { user }, detail: { questionId: id } },
          transaction,
        );
      return q;
    },
  );
}

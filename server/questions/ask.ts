// Asking (POST /api/questions and the ask form's plain post): the spam guards (honeypot, minimum fill time, link cap,
// per-address and per-email limits), then the question in one transaction with the office's notice mail.
import type { Sequelize } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { countLinks, newQuestionMail, QUESTION_SPAM } from '../../domain/questions.js';
import { hashPassword } from '../auth/passwords.js';
import type { Publisher } from '../cache/publish.js';
import { badRequest, notFound } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { checkFormToken } from './form-token.js';
import type { QuestionGuards } from './guards.js';
import type { AskInput } from './schema.js';
import { insertQuestion, qnaBoard } from './store.js';

export interface AskDeps {
  sequelize: Sequelize;
  publisher: Publisher;
  guards: QuestionGuards;
  jwtSecret: string;
  publicUrl: string;
}

const REFUSED = '질문을 등록할 수 없습니다. 질문 양식을 다시 열어 직접 작성해주세요.';

/** Refuses what a script sends; answers nothing for what passes. */
function spamCheck(deps: AskDeps, input: AskInput, at: Date): void {
  if (input.website.trim() !== '') throw badRequest(REFUSED);
  const token = checkFormToken(deps.jwtSecret, input.formToken, at);
  if (token === 'missing') throw badRequest(REFUSED, { formToken: '질문 양식에서 작성해주세요.' });
  if (token === 'tooFast')
    throw badRequest('너무 빨리 제출되었습니다. 내용을 확인하고 잠시 후 다시 제출해주세요.', {
      formToken: '잠시 후 다시 제출해주세요.',
    });
  if (token === 'stale')
    throw badRequest('질문 양식을 연 지 오래되었습니다. 내용을 복사해 두고 양식을 새로 열어 제출해주세요.', {
      formToken: '양식을 새로 열어주세요.',
    });
  if (countLinks(`${input.title} ${input.body}`) > QUESTION_SPAM.maxLinks)
    throw badRequest(`내용: 링크(주소)는 ${QUESTION_SPAM.maxLinks}개까지 넣을 수 있습니다.`, {
      body: `링크는 ${QUESTION_SPAM.maxLinks}개까지입니다.`,
    });
}

export async function askQuestion(deps: AskDeps, input: AskInput, ip: string): Promise<{ id: number; board: string }> {
  const at = now();
  spamCheck(deps, input, at);
  const email = input.email.toLowerCase();
  await deps.guards.askPerAddress.check(ip);
  await deps.guards.askPerEmail.check(email);
  const board = await qnaBoard(deps.sequelize, input.boardEnName);
  if (!board) throw notFound('요청하신 게시판을 찾을 수 없습니다.');
  const passwordHash = await hashPassword(input.password);
  const id = await deps.publisher.write({ kind: 'posts', board: board.enName }, async (transaction) => {
    const qid = await insertQuestion(
      deps.sequelize,
      {
        boardId: board.id,
        title: input.title,
        body: input.body,
        secret: input.secret,
        lang: input.lang,
        name: input.name,
        email: input.email,
        passwordHash,
        at,
      },
      transaction,
    );
    const { questionNotifyEmail } = await loadSettings(transaction);
    if (questionNotifyEmail) {
      const mail = newQuestionMail({
        board: board.name,
        title: input.title,
        link: `${deps.publicUrl}/admin/questions/${qid}/show`,
      });
      await enqueueMail(
        { kind: 'question.new', to: questionNotifyEmail, lang: 'ko', ...mail, dedupeKey: `question.new:${qid}` },
        { transaction },
      );
    }
    return qid;
  });
  await deps.guards.askPerAddress.hit(ip);
  await deps.guards.askPerEmail.hit(email).catch(() => undefined);
  return { id, board: board.enName };
}

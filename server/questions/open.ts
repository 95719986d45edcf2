// Opening a question with its password (POST /api/questions/:id/open and the question page's plain post). Every
// wrong password gets one answer; the guards (guards.ts) bound guessing without letting a stranger lock the asker out.
import type { Sequelize } from 'sequelize';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isLegacyHash, verifyLegacyPassword } from '../auth/legacy-passwords.js';
import { badRequest, notFound } from '../http/errors.js';
import type { QuestionGuards } from './guards.js';
import { findQuestion, replacePasswordHash, type QuestionRow } from './store.js';

export const WRONG_PASSWORD = '비밀번호가 맞지 않습니다.';

export async function openQuestion(
  sequelize: Sequelize,
  guards: QuestionGuards,
  id: number,
  password: string,
  ip: string,
): Promise<QuestionRow> {
  const perQuestion = `q${id}`;
  const here = `q${id}|${ip}`;
  await guards.openPerAddress.check(ip);
  await guards.openPerQuestionAddress.check(here);
  await guards.openPerQuestion.check(perQuestion);
  const q = await findQuestion(sequelize, id);
  if (!q) throw notFound('질문을 찾을 수 없습니다. 삭제되었거나 보관 기간이 지나 파기된 질문입니다.');
  // A question imported from the old site keeps its asker's old hash until the first right password replaces it.
  const legacy = isLegacyHash(q.passwordHash);
  const right = legacy
    ? verifyLegacyPassword(q.passwordHash!, password)
    : await verifyPassword(q.passwordHash, password);
  if (!right) {
    await guards.openPerQuestion.fail(perQuestion);
    await guards.openPerQuestionAddress.hit(here);
    await guards.openPerAddress.hit(ip);
    throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  await guards.openPerQuestionAddress.reset(here);
  if (legacy) {
    const ours = await hashPassword(password);
    await sequelize.transaction((t) => replacePasswordHash(sequelize, id, ours, t));
    return { ...q, passwordHash: ours };
  }
  return q;
}

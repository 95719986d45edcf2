// Opening a question with its password (POST /api/questions/:id/open and the question page's plain post). Every
// wrong password gets one answer; the guards (guards.ts) bound guessing: per address, a slowdown per question, and
// past QUESTION_SPAM.openFailuresPerDay wrong passwords in a day from all addresses the question is locked for the
// day, its asker told once by mail (question.locked, in the question's language).
import type { Sequelize } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { lockedMail, type QuestionLang } from '../../domain/questions.js';
import { retryWhen } from '../../domain/retry-wait.js';
import { seoulDay } from '../../domain/time.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isLegacyHash, verifyLegacyPassword } from '../auth/legacy-passwords.js';
import { badRequest, HttpError, notFound, tooManyRequests } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import type { QuestionGuards } from './guards.js';
import { findQuestion, replacePasswordHash, type QuestionRow } from './store.js';

export const WRONG_PASSWORD = '비밀번호가 맞지 않습니다.';

const LOCKED = {
  ko: (when: string) =>
    `이 질문은 오늘 비밀번호 확인에 여러 번 실패해 잠겼습니다. ${when}부터 다시 열 수 있습니다. 질문하신 분께는 메일로 알려드렸습니다.`,
  'zh-Hans': (when: string) => `此问题今天多次密码错误，已被锁定。请于${when}再打开。已发邮件通知提问者。`,
} as const;

const waitLang = (lang: QuestionLang) => (lang === 'zh-Hans' ? 'zh' : 'ko');

/** The question's lock for the day, said in its language with when it opens again. */
async function checkLock(guards: QuestionGuards, q: QuestionRow, key: string): Promise<void> {
  try {
    await guards.openPerQuestionDay.check(key);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 429) throw err;
    const wait = Number(err.headers?.['Retry-After'] ?? 86_400);
    throw tooManyRequests(LOCKED[q.lang](retryWhen(now(), wait, waitLang(q.lang))), wait);
  }
}

/** The asker's one mail for the day's lock (a second lock on another day is mailed again). */
async function mailLocked(sequelize: Sequelize, q: QuestionRow): Promise<void> {
  if (!q.email || !q.name) return;
  const at = now();
  await sequelize.transaction(async (transaction) => {
    const s = await loadSettings(transaction);
    const mail = lockedMail({
      lang: q.lang,
      schoolName: s.schoolName,
      universityName: s.universityName,
      phone: s.phone,
      askerName: q.name!,
      title: q.title,
      until: retryWhen(at, 86_400, waitLang(q.lang)),
    });
    await enqueueMail(
      {
        kind: 'question.locked',
        to: q.email!,
        lang: q.lang,
        ...mail,
        dedupeKey: `question.locked:${q.id}:${seoulDay(at)}`,
      },
      { transaction },
    );
  });
}

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
  const q = await findQuestion(sequelize, id);
  if (!q) throw notFound('질문을 찾을 수 없습니다. 삭제되었거나 보관 기간이 지나 파기된 질문입니다.');
  // The day's lock, when there is one, is what the visitor is told (not the shorter wait of the slowdown).
  await checkLock(guards, q, perQuestion);
  await guards.openPerQuestion.check(perQuestion);
  // A question imported from the old site keeps its asker's old hash until the first right password replaces it.
  const legacy = isLegacyHash(q.passwordHash);
  const right = legacy
    ? await verifyLegacyPassword(q.passwordHash!, password)
    : await verifyPassword(q.passwordHash, password);
  if (!right) {
    await guards.openPerQuestion.fail(perQuestion);
    // The day's last allowed failure starts the lock (hit blocks at once) and the asker's mail.
    await guards.openPerQuestionDay.hit(perQuestion).catch((err: unknown) => {
      if (!(err instanceof HttpError) || err.status !== 429) throw err;
    });
    if (await guards.openPerQuestionDay.isBlocked(perQuestion)) await mailLocked(sequelize, q);
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

// The people of the privacy-request tests, each holding data the way the site collects it: an applicant (a real
// submit), a member, a question's asker, a sign-up and a subscriber (rows as their capabilities write them).
import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { Application } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { hashPassword } from '../auth/passwords.js';
import type { MailWorker } from '../mail/worker.js';
import type { TestSmtp } from './smtp.js';
import { call, type TestApp } from './support.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';

export const PASS = 'privacy-pass-1';

export async function applicant(app: TestApp, key: string, name = '김지원', locale: 'ko' | 'zh-Hans' = 'ko') {
  const res = await submitForm(
    app,
    validFields({ name, email: `${key}@example.com`, password: PASS, passwordConfirm: PASS }),
    await defaultFiles(),
  );
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const a = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
  if (locale !== 'ko') await a.update({ locale });
  return a;
}

export async function question(app: TestApp, email: string, lang: 'ko' | 'zh-Hans' = 'ko'): Promise<number> {
  const [board] = await app.sequelize.query<{ id: number }>(`SELECT id FROM boards WHERE kind = 'qna' LIMIT 1`, {
    type: QueryTypes.SELECT,
  });
  const [q] = await app.sequelize.query<{ id: number }>(
    `INSERT INTO questions (board_id, title, body, lang, name, email, password_hash, consent_at, created_at, updated_at)
     VALUES ($board, '장학금 문의', '장학금이 있나요?', $lang, '질문자', $email, $hash, $at, $at, $at) RETURNING id`,
    {
      type: QueryTypes.SELECT,
      bind: { board: board.id, lang, email, hash: await hashPassword(PASS), at: now() },
    },
  );
  return q.id;
}

export async function subscriber(app: TestApp, email: string, lang: 'ko' | 'zh-Hans' = 'ko') {
  await app.sequelize.query(
    `INSERT INTO subscribers (email, name, lang, status, token, requested_at, consent_at, created_at)
     VALUES ($email, '구독자', $lang, 'confirmed', md5(random()::text), $at, $at, $at)`,
    { bind: { email, lang, at: now() } },
  );
}

export async function signUp(app: TestApp, email: string) {
  const [form] = await app.sequelize.query<{ id: number }>(
    `INSERT INTO forms (title, slug, consent_text, retention_days, created_at, updated_at)
     VALUES ('입학설명회', md5(random()::text), '동의합니다', 90, $at, $at) RETURNING id`,
    { type: QueryTypes.SELECT, bind: { at: now() } },
  );
  await app.sequelize.query(
    `INSERT INTO form_responses (form_id, answers, email, name, status, cancel_nonce, created_at, status_at)
     VALUES ($form, '{"phone":"010-0000-0000"}', $email, '신청자', 'confirmed', md5(random()::text), $at, $at)`,
    { bind: { form: form.id, email, at: now() } },
  );
}

export async function mailsTo(worker: MailWorker, smtp: TestSmtp, address: string) {
  await worker.runOnce();
  return smtp.delivered.filter((d) => d.envelopeTo.includes(address)).map((d) => d.mail);
}

export const codeIn = (text: string | undefined) =>
  /코드는 (\d{6}) 입니다|验证码为 (\d{6})/
    .exec(text ?? '')
    ?.slice(1)
    .find(Boolean) ?? '';

/** A request about an address, proved with the code mailed to it. */
export async function byCode(
  app: TestApp,
  worker: MailWorker,
  smtp: TestSmtp,
  email: string,
  body: Record<string, unknown>,
) {
  const asked = await call(app, 'POST', '/api/privacy-requests/code', { body: { email } });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  const mails = await mailsTo(worker, smtp, email);
  const code = codeIn(mails.at(-1)?.text);
  assert.match(code, /^\d{6}$/);
  return call(app, 'POST', '/api/privacy-requests', { body: { ...body, about: { subject: 'email', email, code } } });
}

// 입학상담's password: at least 8 characters, like the look-up's; guessing one question's password from many
// addresses ends in a lock of that question for the day after QUESTION_SPAM.openFailuresPerDay failures, the asker
// told once by mail in the question's language, and the lock said plainly with when it opens again.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { MailOutbox } from '../../db/models/index.js';
import { QUESTION_SPAM } from '../../domain/questions.js';
import { retryWhen } from '../../domain/retry-wait.js';
import { startMailWorker, type MailWorker } from '../mail/worker.js';
import { callFrom } from '../test/from-address.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { advanceClock, call, startTestApp, testNow, type TestApp } from '../test/support.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;

before(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
  await MailOutbox.destroy({ where: {} });
  smtp.delivered.length = 0;
});

let n = 0;
async function ask(over: Record<string, unknown> = {}) {
  n += 1;
  const formToken = (await call(app, 'GET', '/api/questions/form-token')).body.formToken as string;
  advanceClock(4000);
  return callFrom(app, `127.0.3.${n}`, 'POST', '/api/questions', {
    body: {
      boardEnName: 'qna',
      name: '김하늘',
      email: `lock${n}@example.com`,
      password: 'my-secret-1',
      title: `야간 과정 수업 시간이 궁금합니다 ${n}`,
      body: '직장인인데 평일 저녁 수업만으로 졸업할 수 있나요?',
      consentPrivacy: true,
      secret: true,
      formToken,
      ...over,
    },
  });
}

const open = (id: number, from: string, password: string) =>
  callFrom(app, from, 'POST', `/api/questions/${id}/open`, { body: { password } });

/** Guesses from as many addresses, each past the question's slowdown (its waits are real seconds). */
async function guessFromMany(id: number, tries: number, net: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= tries; i++) {
    await app.sequelize.query(`DELETE FROM rate_limits WHERE key LIKE 'qna_open_q_wait%'`);
    statuses.push((await open(id, `${net}.${i}`, `guess-${i}-x`)).status);
  }
  return statuses;
}

async function inbox() {
  await worker.runOnce();
  return smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: d.mail.text ?? '',
  }));
}

test('a question’s password has at least 8 characters', async () => {
  const short = await ask({ password: 'pw-1234' });
  assert.equal(short.status, 400);
  assert.equal(short.body.errors.password, '비밀번호는 8자 이상으로 정해주세요.');
  assert.equal((await ask({ password: 'pw-12345' })).status, 201);
});

test('many addresses guessing one question lock it for the day; the asker is told once, in Korean', async () => {
  const asked = await ask();
  assert.equal(asked.status, 201, JSON.stringify(asked.body));
  const id = asked.body.id as number;
  const other = (await ask()).body.id as number;
  const limit = QUESTION_SPAM.openFailuresPerDay;
  assert.deepEqual(await guessFromMany(id, limit, '127.0.4'), Array(limit).fill(400));

  const locked = await open(id, '127.0.5.1', 'another-guess');
  assert.equal(locked.status, 429);
  const wait = Number(locked.headers.get('retry-after'));
  assert.ok(wait > 86_000 && wait <= 86_400, String(wait));
  assert.deepEqual(locked.body, {
    errorMessage: `이 질문은 오늘 비밀번호 확인에 여러 번 실패해 잠겼습니다. ${retryWhen(testNow(), wait, 'ko')}부터 다시 열 수 있습니다. 질문하신 분께는 메일로 알려드렸습니다.`,
  });
  // A lock is a lock: the right password waits too, from the asker's own address.
  assert.equal((await open(id, '127.0.3.1', 'my-secret-1')).status, 429);
  // Another question is not touched.
  assert.equal((await open(other, '127.0.5.2', 'my-secret-1')).status, 200);
  await guessFromMany(id, 3, '127.0.6');

  const mails = (await inbox()).filter((m) => m.to === `lock${n - 1}@example.com`);
  assert.equal(mails.length, 1, 'told once');
  assert.match(mails[0].subject, /입학상담 질문이 비밀번호 오류로 잠시 잠겼습니다$/);
  assert.match(mails[0].text, new RegExp(`틀린 비밀번호로 열려는 시도가 ${limit}번 있어`));
  assert.match(mails[0].text, /야간 과정 수업 시간이 궁금합니다/);
  assert.ok(!mails[0].text.includes('guess'), 'no guessed password in the mail');
});

test('a Chinese question’s lock is said in Chinese, and its asker told in Chinese', async () => {
  const asked = await ask({ lang: 'zh-Hans', name: '张伟', title: '关于中国MBA的课程安排', body: '请问周末上课吗？' });
  assert.equal(asked.status, 201, JSON.stringify(asked.body));
  const id = asked.body.id as number;
  await guessFromMany(id, QUESTION_SPAM.openFailuresPerDay, '127.0.7');
  const locked = await open(id, '127.0.8.1', 'another-guess');
  assert.equal(locked.status, 429);
  assert.equal(
    locked.body.errorMessage,
    `此问题今天多次密码错误，已被锁定。请于${retryWhen(testNow(), Number(locked.headers.get('retry-after')), 'zh')}再打开。已发邮件通知提问者。`,
  );
  const [mail] = await inbox();
  assert.match(mail.subject, /您的咨询因多次密码错误已暂时锁定$/);
  assert.match(mail.text, /张伟，您好/);
});

// 입학상담 through the API with a real SMTP server: asking (secret by default), opening with the password, the
// throttle that a stranger cannot turn against the asker, answering (the mail with its link, ko and zh), the spam
// guards a script meets, making public, the role split and the retention purge with its 파기 대장 row.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { MailOutbox, Setting } from '../../db/models/index.js';
import { startMailWorker, type MailWorker } from '../mail/worker.js';
import { callFrom } from '../test/from-address.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import {
  advanceClock,
  call,
  login,
  makeUser,
  startTestApp,
  TEST_PUBLIC_URL,
  testNow,
  type TestApp,
} from '../test/support.js';
import { purgeExpiredQuestions } from './purge.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let admissions: string;
let content: string;

before(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  admissions = (await login(app, await makeUser({ role: 'admissions' }))).token;
  content = (await login(app, await makeUser({ role: 'content' }))).token;
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
const question = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    boardEnName: 'qna',
    name: '김하늘',
    email: `sky${n}@example.com`,
    password: 'my-secret-1',
    title: `야간 과정 수업 시간이 궁금합니다 ${n}`,
    body: '직장인인데 평일 저녁 수업만으로 졸업할 수 있나요?',
    consentPrivacy: true,
    secret: true,
    ...over,
  };
};

/** A form token as the ask form carries it, aged past the minimum fill time. */
async function formToken(): Promise<string> {
  const res = await call(app, 'GET', '/api/questions/form-token');
  assert.equal(res.status, 200);
  advanceClock(4000);
  return res.body.formToken as string;
}

async function ask(over: Record<string, unknown> = {}, from = '127.0.0.1') {
  const body = { ...question(over), formToken: await formToken(), ...over };
  return callFrom(app, from, 'POST', '/api/questions', { body });
}

async function inbox() {
  await worker.runOnce();
  return smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: d.mail.text ?? '',
  }));
}

const count = async () =>
  (await app.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM questions', { type: QueryTypes.SELECT }))[0].n;

describe('asking and opening', () => {
  test('a question is secret by default: the list shows 비밀글입니다, the masked name and 답변대기; the password opens it', async () => {
    const asked = await ask();
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    const id = asked.body.id as number;
    const list = await (await fetch(`${app.baseUrl}/board/qna`)).text();
    assert.match(list, /비밀글입니다/);
    assert.match(list, /김\*늘/);
    assert.match(list, /답변대기/);
    assert.doesNotMatch(list, /야간 과정/);
    const page = await (await fetch(`${app.baseUrl}/board/qna/${id}`)).text();
    assert.doesNotMatch(page, /평일 저녁/);
    assert.match(page, /name="password"/);

    const wrong = await call(app, 'POST', `/api/questions/${id}/open`, { body: { password: 'nope-nope' } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errorMessage, '비밀번호가 맞지 않습니다.');
    const right = await call(app, 'POST', `/api/questions/${id}/open`, { body: { password: 'my-secret-1' } });
    assert.equal(right.status, 200);
    assert.equal(right.body.body, '직장인인데 평일 저녁 수업만으로 졸업할 수 있나요?');
    assert.equal(right.body.statusLabel, '답변대기');
  });

  test('the consent is required and bad fields get Korean messages; nothing is stored', async () => {
    const before = await count();
    const res = await ask({ consentPrivacy: false, email: 'not-an-address' });
    assert.equal(res.status, 400);
    assert.match(res.body.errorMessage, /이메일|개인정보/);
    assert.ok(res.body.errors.consentPrivacy);
    assert.ok(res.body.errors.email);
    assert.equal(await count(), before);
  });

  test('a stranger guessing locks only their own address: the asker still opens it from theirs', async () => {
    const id = (await ask()).body.id as number;
    for (let i = 0; i < 5; i++) {
      const r = await callFrom(app, '127.0.0.7', 'POST', `/api/questions/${id}/open`, {
        body: { password: `guess-${i}` },
      });
      assert.equal(r.status, 400);
    }
    const blocked = await callFrom(app, '127.0.0.7', 'POST', `/api/questions/${id}/open`, {
      body: { password: 'my-secret-1' },
    });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.errorMessage, /비밀번호 확인 시도가 너무 많습니다/);
    // Strangers from more addresses: still under the question's free failures, so no wait for anyone.
    for (let i = 0; i < 4; i++)
      await callFrom(app, `127.0.1.${i + 1}`, 'POST', `/api/questions/${id}/open`, { body: { password: 'x-guess' } });
    const asker = await callFrom(app, '127.0.0.8', 'POST', `/api/questions/${id}/open`, {
      body: { password: 'my-secret-1' },
    });
    assert.equal(asker.status, 200);
  });
});

describe('the secret choice', () => {
  test('nothing is chosen for the asker: without the choice the question is refused and nothing is stored', async () => {
    const before = await count();
    const body = { ...question(), formToken: await formToken() };
    delete (body as { secret?: boolean }).secret;
    const none = await call(app, 'POST', '/api/questions', { body });
    assert.equal(none.status, 400);
    assert.equal(none.body.errors.secret, '비밀글로 할지 공개글로 할지 골라주세요.');
    assert.equal(await count(), before);
    const open = await ask({ secret: false, title: '공개로 묻는 질문' });
    assert.equal(open.status, 201, JSON.stringify(open.body));
    const list = await (await fetch(`${app.baseUrl}/board/qna`)).text();
    assert.match(list, /공개로 묻는 질문/);
  });
});

describe('spam guards', () => {
  test('a script is refused: no form token, too fast, the honeypot, too many links; nothing is stored', async () => {
    const before = await count();
    const bare = await call(app, 'POST', '/api/questions', { body: question() });
    assert.equal(bare.status, 400);
    assert.match(bare.body.errorMessage, /질문 양식을 다시 열어/);
    const token = (await call(app, 'GET', '/api/questions/form-token')).body.formToken as string;
    const fast = await call(app, 'POST', '/api/questions', { body: { ...question(), formToken: token } });
    assert.equal(fast.status, 400);
    assert.match(fast.body.errorMessage, /너무 빨리/);
    const honeypot = await ask({ website: 'http://spam.example' });
    assert.equal(honeypot.status, 400);
    const links = await ask({ body: 'http://a.example http://b.example www.c.example 싸게 팝니다' });
    assert.equal(links.status, 400);
    assert.match(links.body.errorMessage, /링크/);
    assert.equal(await count(), before);
  });

  test('per address and per e-mail limits', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await ask({}, '127.0.0.20')).status, 201);
    const sixth = await ask({}, '127.0.0.20');
    assert.equal(sixth.status, 429);
    assert.match(sixth.body.errorMessage, /이 주소에서 등록한 질문이 너무 많습니다/);
    for (let i = 0; i < 3; i++)
      assert.equal((await ask({ email: 'same@example.com' }, `127.0.0.${30 + i}`)).status, 201);
    const fourth = await ask({ email: 'Same@Example.com' }, '127.0.0.40');
    assert.equal(fourth.status, 429);
    assert.match(fourth.body.errorMessage, /이 이메일로 등록한 질문이 너무 많습니다/);
  });
});

describe('answering', () => {
  test('staff answer: the asker gets the mail with the link, the answer is sanitized, the dashboard count drops', async () => {
    const row = await Setting.findByPk(1);
    await row!.update({ data: { ...row!.data, questionNotifyEmail: 'office@school.example.ac.kr' } });
    const id = (await ask({ name: '이가람', email: 'garam@example.com' })).body.id as number;
    const waiting = (await call(app, 'GET', '/api/dashboard', { token: admissions })).body.questionsWaiting as number;
    assert.ok(waiting >= 1);
    const list = await call(app, 'GET', `/api/questions?filter=${encodeURIComponent(JSON.stringify({ id }))}`, {
      token: content,
    });
    assert.equal(list.status, 200);
    assert.match(list.headers.get('content-range') ?? '', /^questions 0-0\/1$/);
    assert.equal(list.body[0].name, '이*람');
    assert.equal(list.body[0].statusLabel, '답변대기');

    const res = await call(app, 'PUT', `/api/questions/${id}/answer`, {
      token: content,
      body: { answer: '<p>네, 가능합니다.<script>alert(1)</script></p>' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.answer, '<p>네, 가능합니다.</p>');
    assert.equal(res.body.statusLabel, '답변완료');
    const mails = await inbox();
    const office = mails.find((m) => m.to === 'office@school.example.ac.kr');
    assert.ok(office, 'the office heard of the new question');
    assert.match(office.text, new RegExp(`/admin/questions/${id}/show`));
    const mail = mails.find((m) => m.to === 'garam@example.com');
    assert.ok(mail);
    assert.match(mail.subject, /입학상담 질문에 답변이 등록되었습니다/);
    assert.ok(mail.text.includes(`${TEST_PUBLIC_URL}/board/qna/${id}`));
    assert.doesNotMatch(mail.text, /가능합니다/, 'the mail links to the answer, it does not carry it');
    const after = (await call(app, 'GET', '/api/dashboard', { token: admissions })).body.questionsWaiting as number;
    assert.equal(after, waiting - 1);
    const opened = await call(app, 'POST', `/api/questions/${id}/open`, { body: { password: 'my-secret-1' } });
    assert.equal(opened.body.answer, '<p>네, 가능합니다.</p>');
    await row!.update({ data: { ...row!.data, questionNotifyEmail: '' } });
  });

  test('a question asked in Chinese gets the Chinese mail', async () => {
    const id = (await ask({ lang: 'zh-Hans', name: '张伟', email: 'zhang@example.cn' })).body.id as number;
    assert.equal(
      (await call(app, 'PUT', `/api/questions/${id}/answer`, { token: admissions, body: { answer: '<p>可以。</p>' } }))
        .status,
      200,
    );
    const [mail] = await inbox();
    assert.equal(mail.to, 'zhang@example.cn');
    assert.match(mail.subject, /您的咨询已有回复/);
    assert.ok(mail.text.includes(`${TEST_PUBLIC_URL}/board/qna/${id}`));
  });

  test('an empty answer is refused in Korean; 홍보·콘텐츠 담당 may answer but not delete or make public', async () => {
    const id = (await ask()).body.id as number;
    const empty = await call(app, 'PUT', `/api/questions/${id}/answer`, {
      token: content,
      body: { answer: '<p> </p>' },
    });
    assert.equal(empty.status, 400);
    assert.match(empty.body.errorMessage, /답변/);
    assert.equal((await call(app, 'DELETE', `/api/questions/${id}`, { token: content })).status, 403);
    assert.equal(
      (await call(app, 'POST', `/api/questions/${id}/publish`, { token: content, body: { as: 'qna' } })).status,
      403,
    );
    const post = await call(app, 'POST', '/api/posts', {
      token: content,
      body: { boardEnName: 'qna', title: '글', content: '<p>글</p>' },
    });
    assert.equal(post.status, 400, 'the qna board takes no posts');
  });
});

describe('making public, deleting and the purge', () => {
  test('public as a Q&A: the title and answer show without the name; into the FAQ: /entrance/faq and 통합검색 show it', async () => {
    const id = (await ask({ title: '학비 분납이 되나요', email: 'tuition-asker@example.com' })).body.id as number;
    const early = await call(app, 'POST', `/api/questions/${id}/publish`, { token: admissions, body: { as: 'qna' } });
    assert.equal(early.status, 400);
    assert.match(early.body.errorMessage, /답변을 등록한 질문만/);
    await call(app, 'PUT', `/api/questions/${id}/answer`, {
      token: admissions,
      body: { answer: '<p>2회 분납 가능</p>' },
    });
    const pub = await call(app, 'POST', `/api/questions/${id}/publish`, { token: admissions, body: { as: 'qna' } });
    assert.equal(pub.status, 200);
    const page = await (await fetch(`${app.baseUrl}/board/qna/${id}`)).text();
    assert.match(page, /학비 분납이 되나요/);
    assert.match(page, /2회 분납 가능/);
    assert.doesNotMatch(page, /김\*늘|김하늘/);
    // The asker's address stays for the answer mail: a corrected answer after publishing still reaches them.
    await inbox();
    const sent = smtp.delivered.length;
    const corrected = await call(app, 'PUT', `/api/questions/${id}/answer`, {
      token: admissions,
      body: { answer: '<p>2회 또는 4회 분납 가능</p>' },
    });
    assert.equal(corrected.status, 200);
    const mails = (await inbox()).slice(sent);
    assert.equal(mails.filter((m) => m.to === 'tuition-asker@example.com').length, 1);

    const other = (await ask({ title: '기숙사가 있나요' })).body.id as number;
    await call(app, 'PUT', `/api/questions/${other}/answer`, {
      token: admissions,
      body: { answer: '<p>교내 기숙사 운영</p>' },
    });
    const faq = await call(app, 'POST', `/api/questions/${other}/publish`, {
      token: admissions,
      body: { as: 'faq', category: '생활' },
    });
    assert.equal(faq.status, 200);
    const moved = await fetch(`${app.baseUrl}/board/qna/${other}`, { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), `/entrance/faq#faq-${faq.body.faqId}`);
    const faqPage = await (await fetch(`${app.baseUrl}/entrance/faq`)).text();
    assert.match(faqPage, /<details class="faq-item" id="faq-\d+"><summary>기숙사가 있나요<\/summary>/);
    assert.match(faqPage, /<h2[^>]*>생활<\/h2>/);
    const search = await (await fetch(`${app.baseUrl}/search?q=${encodeURIComponent('기숙사')}`)).text();
    assert.match(search, /자주 묻는 질문/);
    assert.match(search, /href="\/entrance\/faq#faq-\d+"/);
  });

  test('delete removes the question and records it in the 파기 대장', async () => {
    const id = (await ask()).body.id as number;
    assert.equal((await call(app, 'DELETE', `/api/questions/${id}`, { token: admissions })).status, 200);
    assert.equal((await fetch(`${app.baseUrl}/board/qna/${id}`)).status, 404);
    const [rec] = await app.sequelize.query<{ kind: string; actor_type: string }>(
      `SELECT kind, actor_type FROM destruction_records WHERE detail->>'questionId' = $id`,
      { type: QueryTypes.SELECT, bind: { id: String(id) } },
    );
    assert.deepEqual(rec, { kind: 'question', actor_type: 'staff' });
  });

  test('the purge destroys questions past the retention period and records it; public ones stay without a name', async () => {
    const row = await Setting.findByPk(1);
    await row!.update({ data: { ...row!.data, questionRetentionDays: 30 } });
    const later = new Date(testNow().getTime() + 31 * 86_400_000);
    const kept = await app.sequelize.query<{ n: string }>(
      'SELECT count(*) AS n FROM questions WHERE made_public_at IS NOT NULL',
      { type: QueryTypes.SELECT },
    );
    const { destroyed } = await purgeExpiredQuestions(app.sequelize, later);
    assert.ok(destroyed > 0);
    const left = await app.sequelize.query<{ name: string | null; made_public_at: Date | null }>(
      'SELECT name, made_public_at FROM questions',
      { type: QueryTypes.SELECT },
    );
    assert.equal(left.length, Number(kept[0].n));
    assert.ok(left.every((q) => q.made_public_at && q.name === null));
    const [rec] = await app.sequelize.query<{ count: number; rule: string; job: string }>(
      `SELECT count, rule, job FROM destruction_records WHERE kind = 'question' AND actor_type = 'job'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(rec.count, destroyed);
    assert.match(rec.rule, /입학상담 30일/);
    assert.equal(rec.job, 'question-purge');
    await row!.update({ data: { ...row!.data, questionRetentionDays: 365 } });
  });
});

// 입학 소식 수신 동의 ticked at a sign-up form or an application, with a real SMTP server: the consent starts pending
// and the address gets /subscribe's confirmation mail (Korean or Chinese, as the form or application is); the
// formRespondents and applicants audiences hold it only once the link is followed; a cancelled seat or a withdrawn
// application lapses a consent never confirmed (파기 대장), never a confirmed one, nor one asked at /subscribe.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { formStartedAt } from '../test/forms.js';
import { startMailWorker, type MailWorker } from '../mail/worker.js';
import { startTestSmtp, type Delivered, type TestSmtp } from '../test/smtp.js';
import { call, login, makeUser, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/support.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;

before(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

async function inbox(): Promise<Delivered[]> {
  await worker.runOnce();
  return smtp.delivered.splice(0);
}
const to = (mails: Delivered[], address: string) => mails.filter((d) => d.envelopeTo.includes(address));
const linkIn = (text: string | undefined, path: string) => {
  const m = new RegExp(`${TEST_PUBLIC_URL}(${path}/[A-Za-z0-9_.-]+)`).exec(text ?? '');
  assert.ok(m, `no ${path} link in: ${text}`);
  return m[1];
};
const post = (path: string, form: Record<string, string> = {}) =>
  fetch(app.baseUrl + path, { method: 'POST', body: new URLSearchParams(form) });

const subscriber = async (email: string) =>
  (
    await app.sequelize.query<{ status: string; via: string | null; lang: string }>(
      'SELECT status, via, lang FROM subscribers WHERE email = $email',
      { bind: { email }, type: QueryTypes.SELECT },
    )
  )[0] ?? null;

async function audience(code: string): Promise<number> {
  const res = await call(app, 'POST', '/api/campaigns/audience-count', { body: { audiences: [code] }, token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.total as number;
}

const lapses = async () =>
  app.sequelize.query<{ count: number; rule: string }>(
    `SELECT count, rule FROM destruction_records WHERE kind = 'subscriber' AND job = 'consent-lapse' ORDER BY id`,
    { type: QueryTypes.SELECT },
  );

let slugs = 0;
async function makeForm(lang: 'ko' | 'zh-Hans' = 'ko') {
  const res = await call(app, 'POST', '/api/forms', {
    token,
    body: {
      title: lang === 'ko' ? '2027학년도 MBA 입학설명회' : '2027年 中国MBA 招生说明会',
      slug: `consent-${++slugs}`,
      lang,
      description: '12월 5일 토요일 14시',
      fields: [
        { key: 'name', label: '성명', type: 'text', required: true },
        { key: 'email', label: '이메일', type: 'email', required: true },
      ],
      capacity: 30,
      consentText: '수집 항목: 성명, 이메일. 목적: 설명회 안내. 보유기간: 90일. 거부하면 신청할 수 없습니다.',
      retentionDays: 90,
      askMarketing: true,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.slug as string;
}

async function signUp(slug: string, name: string, email: string, marketing = true) {
  const res = await call(app, 'POST', `/api/forms/${slug}/responses`, {
    body: {
      name,
      email,
      consent: 'yes',
      startedAt: formStartedAt(),
      ...(marketing ? { consentMarketing: 'yes' } : {}),
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
}

describe('a sign-up form’s 입학 소식 수신 동의', () => {
  test('starts pending with the confirmation mail; the audience holds it only once confirmed', async () => {
    const slug = await makeForm();
    await signUp(slug, '김하늘', 'sky@example.com');
    await signUp(slug, '이바다', 'sea@example.com', false);
    const mails = await inbox();
    const [confirm] = to(mails, 'sky@example.com').filter((d) => /구독을 확인해주세요/.test(d.mail.subject ?? ''));
    assert.ok(confirm, 'the confirmation mail arrived');
    assert.match(confirm.mail.subject ?? '', /^\[한빛대학교 중소기업대학원\] 입학 소식 구독을 확인해주세요$/);
    assert.match(confirm.mail.text ?? '', /^김하늘님, /);
    assert.equal(to(mails, 'sea@example.com').filter((d) => /구독/.test(d.mail.subject ?? '')).length, 0);
    assert.deepEqual(await subscriber('sky@example.com'), { status: 'pending', via: 'form', lang: 'ko' });
    const list = await call<{ statusLabel: string; viaLabel: string }[]>(app, 'GET', '/api/subscribers', { token });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.deepEqual(
      list.body.map((r) => [r.statusLabel, r.viaLabel]),
      [['확인 대기', '신청 양식의 수신 동의']],
    );
    assert.equal(await audience('formRespondents'), 0, 'not before the click');
    assert.equal(await audience('subscribers'), 0);

    const path = linkIn(confirm.mail.text, '/subscribe/confirm');
    assert.equal((await post(path)).status, 200);
    assert.equal((await subscriber('sky@example.com'))?.status, 'confirmed');
    assert.equal(await audience('formRespondents'), 1);
  });

  test('the page’s answer says the consent waits for the link of its own mail', async () => {
    const slug = await makeForm();
    const page = await fetch(`${app.baseUrl}/forms/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        name: '정하람',
        email: 'haram@example.com',
        consent: 'yes',
        consentMarketing: 'yes',
        startedAt: formStartedAt(),
      }),
    });
    assert.equal(page.status, 201);
    assert.ok(
      (await page.text()).includes('입학 소식은 따로 보내드린 구독 확인 메일의 링크를 누르신 뒤부터 보내드립니다.'),
    );
    assert.equal((await subscriber('haram@example.com'))?.status, 'pending');
    await inbox();
  });

  test('a Chinese form’s consent is confirmed by a Chinese mail', async () => {
    const slug = await makeForm('zh-Hans');
    await signUp(slug, '张伟', 'zhang.wei@example.cn');
    const [confirm] = to(await inbox(), 'zhang.wei@example.cn').filter((d) =>
      /请确认订阅招生信息/.test(d.mail.subject ?? ''),
    );
    assert.ok(confirm, 'the Chinese confirmation mail arrived');
    assert.match(confirm.mail.text ?? '', /^张伟，您好。/);
    assert.match(confirm.mail.text ?? '', /\/subscribe\/confirm\//);
    assert.deepEqual(await subscriber('zhang.wei@example.cn'), { status: 'pending', via: 'form', lang: 'zh-Hans' });
  });

  test('a cancelled seat lapses an unconfirmed consent, never a confirmed one nor one asked at /subscribe', async () => {
    const slug = await makeForm();
    await signUp(slug, '박구름', 'cloud@example.com');
    await signUp(slug, '김하늘', 'sky@example.com'); // confirmed above
    // rain@ asked at /subscribe itself, then ticked the form's consent too.
    const subscribed = await post('/subscribe', {
      name: '최비',
      email: 'rain@example.com',
      consent: 'yes',
      website: '',
    });
    assert.equal(subscribed.status, 200);
    await signUp(slug, '최비', 'rain@example.com');
    const mails = await inbox();
    const cancelOf = (address: string) =>
      linkIn(to(mails, address).find((d) => /신청이 확정/.test(d.mail.subject ?? ''))?.mail.text, '/forms/cancel');

    const before = (await lapses()).length;
    for (const address of ['cloud@example.com', 'sky@example.com', 'rain@example.com'])
      assert.equal((await post(cancelOf(address))).status, 200);
    assert.equal(await subscriber('cloud@example.com'), null, 'the unconfirmed consent lapsed');
    assert.equal((await subscriber('sky@example.com'))?.status, 'confirmed');
    assert.deepEqual(await subscriber('rain@example.com'), { status: 'pending', via: null, lang: 'ko' });
    assert.deepEqual((await lapses()).slice(before), [
      { count: 1, rule: '입학 소식 수신 동의를 확인하지 않은 채 신청을 취소함(이중 확인 미완료)' },
    ]);
    // A confirmed consent outlives the seat: sky@ is still a respondent who consented.
    assert.equal(await audience('formRespondents'), 1);
  });
});

describe('an application’s 입학 소식 수신 동의', () => {
  const PASS = 'consent-pass-1';
  async function apply(email: string, over: Record<string, string | undefined> = {}) {
    const res = await submitForm(
      app,
      validFields({ email, consentMarketing: 'yes', password: PASS, passwordConfirm: PASS, ...over }),
      await defaultFiles(over.track === 'china_mba' ? 'china_mba' : 'master'),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.receiptNo as string;
  }

  test('someone else’s address: pending, mailed, in no audience; withdrawing lapses it', async () => {
    const receiptNo = await apply('stranger@example.com');
    const [confirm] = to(await inbox(), 'stranger@example.com').filter((d) =>
      /구독을 확인해주세요/.test(d.mail.subject ?? ''),
    );
    assert.ok(confirm, 'the address itself is asked');
    assert.match(confirm.mail.text ?? '', /^홍길동님, /);
    assert.deepEqual(await subscriber('stranger@example.com'), { status: 'pending', via: 'application', lang: 'ko' });
    assert.equal(await audience('applicants'), 0);

    const before = (await lapses()).length;
    const res = await call(app, 'POST', '/api/applications/lookup/withdraw', {
      body: { receiptNo, password: PASS, locale: 'ko', reason: '개인 사정' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await subscriber('stranger@example.com'), null);
    assert.deepEqual((await lapses()).slice(before), [
      { count: 1, rule: '입학 소식 수신 동의를 확인하지 않은 채 지원을 취소함(이중 확인 미완료)' },
    ]);
  });

  test('confirmed by its own link, the applicant joins the audience; a Chinese application is asked in Chinese', async () => {
    await apply('mine@example.com');
    const [confirm] = to(await inbox(), 'mine@example.com').filter((d) =>
      /구독을 확인해주세요/.test(d.mail.subject ?? ''),
    );
    assert.equal((await post(linkIn(confirm.mail.text, '/subscribe/confirm'))).status, 200);
    assert.equal(await audience('applicants'), 1);

    await apply('li.na@example.cn', {
      locale: 'zh-Hans',
      track: 'china_mba',
      department: undefined,
      name: '李娜',
      nameEn: 'LI NA',
      mobile: '+86 138 0013 8000',
      topikLevel: '4',
    });
    const [zh] = to(await inbox(), 'li.na@example.cn').filter((d) => /请确认订阅招生信息/.test(d.mail.subject ?? ''));
    assert.ok(zh, 'the Chinese confirmation mail arrived');
    assert.match(zh.mail.text ?? '', /^李娜，您好。/);
    assert.deepEqual(await subscriber('li.na@example.cn'), { status: 'pending', via: 'application', lang: 'zh-Hans' });
    assert.equal(await audience('applicants'), 1);
  });
});

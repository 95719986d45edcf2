// Sign-up forms as a visitor and staff see them, with a real SMTP server: a 설명회 with 3 seats filled 5 times (2
// waitlisted), a cancellation from the mail's link moving the first waitlisted person up with a mail; two submits for
// the last seat at once (one confirmed); the spam guards; the export with its reason in the audit log; the purge
// with its 파기 대장 row.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { MailOutbox } from '../../../db/models/index.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { purgeFormResponses } from '../../forms/purge.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { formStartedAt } from '../../test/forms.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { call, login, makeUser, startTestApp, TEST_PUBLIC_URL, testNow, type TestApp } from '../../test/support.js';

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
  await MailOutbox.destroy({ where: {} });
  await app.sequelize.query('DELETE FROM rate_limits');
  smtp.delivered.length = 0;
});

async function inbox() {
  await worker.runOnce();
  return smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: (d.mail.text ?? '').trim(),
  }));
}

const fields = [
  { key: 'name', label: '성명', type: 'text', required: true },
  { key: 'email', label: '이메일', type: 'email', required: true },
  { key: 'phone', label: '휴대전화', type: 'tel', required: false },
  { key: 'session', label: '참석 회차', type: 'select', required: true, options: ['1부', '2부'] },
];

let slugs = 0;
async function makeForm(over: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/forms', {
    token,
    body: {
      title: '2027학년도 MBA 입학설명회',
      slug: `mba-info-${++slugs}`,
      description: '12월 5일 토요일 14시, 대학원 세미나실',
      fields,
      capacity: 3,
      consentText:
        '수집 항목: 성명, 이메일, 휴대전화. 목적: 설명회 안내. 보유기간: 90일. 동의를 거부할 수 있으나 신청할 수 없습니다.',
      retentionDays: 90,
      confirmationMail: '오시는 길: 본관 3층 세미나실',
      askMarketing: true,
      ...over,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body as { id: number; slug: string };
}

const answer = (i: number, over: Record<string, unknown> = {}) => ({
  name: `신청자${i}`,
  email: `person${i}@example.com`,
  phone: '010-1234-5678',
  session: '1부',
  consent: 'yes',
  startedAt: formStartedAt(),
  ...over,
});

test('3 seats, 5 sign-ups: 2 waitlisted; a cancel from the mail link moves the first waitlisted up, with a mail', async () => {
  const form = await makeForm();
  const statuses: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const res = await call(app, 'POST', `/api/forms/${form.slug}/responses`, {
      body: answer(i, i === 1 ? { consentMarketing: 'yes' } : {}),
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body).sort(), ['id', 'status']);
    statuses.push(res.body.status);
  }
  assert.deepEqual(statuses, ['confirmed', 'confirmed', 'confirmed', 'waitlisted', 'waitlisted']);
  const page = await fetch(`${app.baseUrl}/forms/${form.slug}`).then((r) => r.text());
  assert.match(page, /남은 자리 0석 \(정원 3석\)/);
  assert.match(page, /대기자로 접수/);

  const [consent] = await app.sequelize.query<{ email: string; name: string; marketing_consent: boolean }>(
    `SELECT email, name, marketing_consent FROM form_responses WHERE marketing_consent_at IS NOT NULL`,
    { type: QueryTypes.SELECT },
  );
  assert.deepEqual(consent, { email: 'person1@example.com', name: '신청자1', marketing_consent: true });

  const mails = await inbox();
  // Five sign-up mails, and person1's 입학 소식 confirmation (the consent counts only once confirmed).
  assert.equal(mails.length, 6);
  assert.deepEqual(
    mails.filter((m) => /입학 소식 구독을 확인해주세요/.test(m.subject)).map((m) => m.to),
    ['person1@example.com'],
  );
  const first = mails.find((m) => m.to === 'person2@example.com')!;
  assert.match(first.subject, /신청이 확정되었습니다/);
  assert.match(first.text, /본관 3층 세미나실/);
  assert.match(mails.find((m) => m.to === 'person4@example.com')!.subject, /대기/);
  const link = /https:\/\/\S+\/forms\/cancel\/\S+/.exec(first.text)![0];
  const path = link.slice(TEST_PUBLIC_URL.length);

  smtp.delivered.length = 0;
  const ask = await fetch(app.baseUrl + path);
  assert.equal(ask.status, 200);
  assert.match(await ask.text(), /신청을 취소하시겠습니까/);
  const done = await fetch(app.baseUrl + path, { method: 'POST' });
  assert.equal(done.status, 200);
  assert.match(await done.text(), /신청이 취소되었습니다/);
  const again = await fetch(app.baseUrl + path, { method: 'POST' }).then((r) => r.text());
  assert.match(again, /이미 취소되었습니다/);

  const after = await inbox();
  const moved = after.find((m) => m.to === 'person4@example.com');
  assert.ok(moved, 'the first waitlisted person gets a mail');
  assert.match(moved.subject, /대기 → 확정/);
  assert.match(moved.text, /\/forms\/cancel\//);
  assert.ok(after.find((m) => m.to === 'person2@example.com' && /취소되었습니다/.test(m.subject)));
  assert.equal(after.filter((m) => m.to === 'person5@example.com').length, 0);

  const list = await call<{ status: string; email: string }[]>(app, 'GET', `/api/forms/${form.id}/responses`, {
    token,
  });
  assert.equal(list.status, 200);
  assert.equal(list.headers.get('content-range'), 'responses 0-4/5');
  assert.deepEqual(
    list.body.map((r) => r.status),
    ['confirmed', 'cancelled', 'confirmed', 'confirmed', 'waitlisted'],
  );
  assert.equal(list.body[0].email, 'pe***@example.com');

  const bad = await fetch(`${app.baseUrl}/forms/cancel/1.${'x'.repeat(32)}`);
  assert.equal(bad.status, 404);
});

test('two submits for the last seat at once: one is confirmed, the other waitlisted', async () => {
  const form = await makeForm({ capacity: 1 });
  const results = await Promise.all(
    [1, 2].map((i) => call(app, 'POST', `/api/forms/${form.slug}/responses`, { body: answer(i + 10) })),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    [201, 201],
  );
  assert.deepEqual(results.map((r) => r.body.status).sort(), ['confirmed', 'waitlisted']);
});

test('spam guards and bad answers: honeypot, a too quick fill, a second sign-up by one address; Korean 4xx', async () => {
  const form = await makeForm();
  const url = `/api/forms/${form.slug}/responses`;
  const trap = await call(app, 'POST', url, { body: answer(20, { website: 'http://spam.example' }) });
  assert.equal(trap.status, 400);
  const quick = await call(app, 'POST', url, {
    body: answer(21, { startedAt: `${testNow().getTime()}.AAAAAAAAAAAAAAAA` }),
  });
  assert.equal(quick.status, 400);
  const noConsent = await call(app, 'POST', url, { body: answer(22, { consent: undefined }) });
  assert.equal(noConsent.status, 400);
  assert.match(noConsent.body.errorMessage, /개인정보 수집·이용 동의/);
  const badChoice = await call(app, 'POST', url, { body: answer(23, { session: '3부' }) });
  assert.equal(badChoice.status, 400);
  assert.match(badChoice.body.errorMessage, /참석 회차/);
  assert.equal((await call(app, 'POST', url, { body: answer(24) })).status, 201);
  const twice = await call(app, 'POST', url, { body: answer(24) });
  assert.equal(twice.status, 409);
  assert.match(twice.body.errorMessage, /이미 신청/);
  const closed = await makeForm({ closesAt: new Date(testNow().getTime() - 60_000).toISOString() });
  assert.equal((await call(app, 'POST', `/api/forms/${closed.slug}/responses`, { body: answer(25) })).status, 409);
});

test('export asks a reason and logs it; the purge destroys old responses with a 파기 대장 row', async () => {
  const form = await makeForm({ retentionDays: 30 });
  for (let i = 30; i < 32; i++)
    assert.equal((await call(app, 'POST', `/api/forms/${form.slug}/responses`, { body: answer(i) })).status, 201);
  const noReason = await call(app, 'POST', `/api/forms/${form.id}/export`, { token, body: {} });
  assert.equal(noReason.status, 400);
  assert.match(noReason.body.errorMessage, /사유/);
  const res = await fetch(`${app.baseUrl}/api/forms/${form.id}/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: '설명회 참석자 명단 출력' }),
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const sheet = book.worksheets[0];
  assert.equal(sheet.getRow(1).getCell(4).value, '성명');
  assert.equal(sheet.getRow(2).getCell(5).value, 'person30@example.com');
  await settleAuditWrites();
  const [audit] = await app.sequelize.query<{ detail: { reason: string; rows: number } }>(
    `SELECT detail FROM audit_logs WHERE action = 'forms.export' AND detail ? 'reason' ORDER BY at DESC LIMIT 1`,
    { type: QueryTypes.SELECT },
  );
  assert.equal(audit.detail.reason, '설명회 참석자 명단 출력');
  assert.equal(audit.detail.rows, 2);

  const early = await purgeFormResponses(app.sequelize, new Date(testNow().getTime() + 29 * 86_400_000));
  assert.equal(early.destroyed, 0);
  const late = await purgeFormResponses(app.sequelize, new Date(testNow().getTime() + 31 * 86_400_000));
  assert.ok(late.destroyed >= 2);
  const [{ n }] = await app.sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM form_responses WHERE form_id = $1',
    { type: QueryTypes.SELECT, bind: [form.id] },
  );
  assert.equal(n, 0);
  const rows = await app.sequelize.query<{ kind: string; count: number; job: string; detail: { formId: number } }>(
    `SELECT kind, count, job, detail FROM destruction_records WHERE kind = 'formResponse'`,
    { type: QueryTypes.SELECT },
  );
  const mine = rows.find((r) => r.detail.formId === form.id);
  assert.ok(mine);
  assert.equal(mine.count, 2);
  assert.equal(mine.job, 'form-purge');
});

test('a Chinese form lives in the China section, writes in Chinese, and open forms are in the sitemap', async () => {
  const zh = await makeForm({
    title: '中国MBA招生说明会',
    lang: 'zh-Hans',
    fields: [
      { key: 'name', label: '姓名', type: 'text', required: true },
      { key: 'email', label: '电子邮箱', type: 'email', required: true },
    ],
  });
  const page = await fetch(`${app.baseUrl}/china/forms/${zh.slug}`);
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /lang="zh-Hans"/);
  assert.match(html, /剩余名额 3 个/);
  assert.equal((await fetch(`${app.baseUrl}/forms/${zh.slug}`, { redirect: 'manual' })).status, 301);
  const bad = await call(app, 'POST', `/api/forms/${zh.slug}/responses`, {
    body: { name: '张伟', consent: 'yes', startedAt: formStartedAt() },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors.email, '此项为必填项。');
  const res = await call(app, 'POST', `/api/forms/${zh.slug}/responses`, {
    body: { name: '张伟', email: 'zhang.wei@example.cn', consent: 'yes', startedAt: formStartedAt() },
  });
  assert.equal(res.status, 201);
  const [mail] = await inbox();
  assert.match(mail.subject, /报名已确认/);
  assert.match(mail.text, /\/china\/forms\/cancel\//);

  const hidden = await makeForm({ published: false });
  const sitemap = await fetch(`${app.baseUrl}/sitemap.xml`).then((r) => r.text());
  assert.ok(sitemap.includes(`${TEST_PUBLIC_URL}/china/forms/${zh.slug}</loc>`));
  assert.ok(!sitemap.includes(`/forms/${hidden.slug}</loc>`));
  assert.equal((await fetch(`${app.baseUrl}/forms/${hidden.slug}`)).status, 404);
});

// 홍보 메일 as the people in it see it, with a real SMTP server and the test clock: a visitor subscribes and is
// mailed only after following the confirmation link; a campaign sent at 22:00 Seoul waits for 08:00 and arrives
// with "(광고)", the school's footer and List-Unsubscribe headers, once per address even when two audiences hold
// it; the one-click unsubscribe works and is counted; consents are re-asked before two years and lapse after.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { clockStartingAt, now, useClock } from '../../domain/clock.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { formStartedAt } from '../test/forms.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { advanceClock, call, login, makeUser, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/support.js';
import { enqueueMail } from '../mail/outbox.js';
import { startMailWorker, type MailWorker } from '../mail/worker.js';
import { startCampaignJob, type CampaignJob } from './job.js';
import type { Delivered } from '../test/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let job: CampaignJob;
const staff = { role: 'admissions' as const };
let staffUser: Awaited<ReturnType<typeof makeUser>>;

const token = async () => (await login(app, staffUser)).token;

before(async () => {
  // A Tuesday afternoon in Seoul.
  useClock(clockStartingAt(new Date('2027-03-02T14:00:00+09:00')));
  app = await startTestApp();
  smtp = await startTestSmtp();
  // Runs only when the test asks (runOnce), so what each step sends is what the test counts.
  worker = startMailWorker({
    sequelize: app.sequelize,
    smtpUrl: smtp.url,
    from: 'admission@school.example.ac.kr',
    intervalMs: 3_600_000,
  });
  job = startCampaignJob({ sequelize: app.sequelize, publicUrl: TEST_PUBLIC_URL, intervalMs: 3_600_000 });
  staffUser = await makeUser(staff);
});
after(async () => {
  await job.stop();
  await worker.stop();
  await smtp.close();
  await app.close();
});

/** Sends what is due and answers what arrived since the last look. */
async function inbox(): Promise<Delivered[]> {
  await worker.runOnce();
  return smtp.delivered.splice(0);
}

const linkIn = (text: string, path: string) => {
  const m = new RegExp(`${TEST_PUBLIC_URL}(${path}/[A-Za-z0-9_-]+)`).exec(text);
  assert.ok(m, `no ${path} link in: ${text}`);
  return m[1];
};

async function post(path: string, form: Record<string, string>) {
  const res = await fetch(app.baseUrl + path, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

async function subscribe(name: string, email: string): Promise<string> {
  const res = await post('/subscribe', { name, email, consent: 'yes', website: '' });
  assert.equal(res.status, 200, res.text);
  assert.match(res.text, /확인 메일을 보냈습니다/);
  const [mail] = (await inbox()).filter((d) => d.envelopeTo.includes(email.toLowerCase()));
  assert.ok(mail, 'the confirmation mail arrived');
  assert.match(mail.mail.subject ?? '', /입학 소식 구독을 확인해주세요/);
  return linkIn(mail.mail.text ?? '', '/subscribe/confirm');
}

const subscriberStatus = async (email: string) =>
  (
    await app.sequelize.query<{ status: string }>('SELECT status FROM subscribers WHERE email = $email', {
      bind: { email },
      type: QueryTypes.SELECT,
    })
  )[0]?.status ?? null;

async function audienceCount(audiences: string[]): Promise<number> {
  const res = await call(app, 'POST', '/api/campaigns/audience-count', { body: { audiences }, token: await token() });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.total as number;
}

async function apply(email: string, marketing: 'yes' | 'no') {
  const res = await submitForm(app, validFields({ email, consentMarketing: marketing }), await defaultFiles());
  assert.equal(res.status, 201, JSON.stringify(res.body));
}

describe('subscription and campaign', () => {
  let confirmPath = '';
  let campaignId = 0;

  test('subscribing mails a link; the address is in no audience until the link is followed', async () => {
    const bad = await post('/subscribe', { name: '김하늘', email: 'sky@example.com' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /동의 여부를 확인해주세요/);
    confirmPath = await subscribe('김하늘', 'Dup@Example.com');
    assert.equal(await subscriberStatus('dup@example.com'), 'pending');
    assert.equal(await audienceCount(['subscribers']), 0);
    // Opening the link shows a button (a mail scanner's GET confirms nothing); the button confirms.
    const page = await fetch(app.baseUrl + confirmPath);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /구독 확인<\/button>/);
    assert.equal(await subscriberStatus('dup@example.com'), 'pending');
    const done = await post(confirmPath, {});
    assert.equal(done.status, 200);
    assert.match(done.text, /구독이 확인되었습니다/);
    assert.equal(await subscriberStatus('dup@example.com'), 'confirmed');
    assert.equal(await audienceCount(['subscribers']), 1);
  });

  test('applicants count only with consentMarketing = yes, once confirmed; an address in two audiences counts once', async () => {
    await apply('DUP@example.com', 'yes');
    await apply('other@example.com', 'yes');
    await apply('no@example.com', 'no');
    const confirmations = (await inbox()).filter((d) => /입학 소식 구독을 확인해주세요/.test(d.mail.subject ?? ''));
    // dup@ confirmed at /subscribe already: only other@ is asked to confirm.
    assert.deepEqual(
      confirmations.map((d) => d.envelopeTo[0]),
      ['other@example.com'],
    );
    assert.equal(await audienceCount(['applicants']), 1, 'other@ counts only once confirmed');
    assert.equal((await post(linkIn(confirmations[0].mail.text ?? '', '/subscribe/confirm'), {})).status, 200);
    assert.equal(await audienceCount(['applicants']), 2);
    assert.equal(await audienceCount(['subscribers', 'applicants']), 2);
    assert.equal(await audienceCount(['formRespondents']), 0);
  });

  test('form respondents count only when they ticked 입학 소식 수신 동의 and confirmed it; one address in three audiences counts once', async () => {
    const made = await call(app, 'POST', '/api/forms', {
      token: await token(),
      body: {
        title: '2027학년도 MBA 입학설명회',
        slug: 'campaign-audience-info',
        description: '12월 5일 토요일 14시',
        fields: [
          { key: 'name', label: '성명', type: 'text', required: true },
          { key: 'email', label: '이메일', type: 'email', required: true },
        ],
        capacity: 30,
        consentText:
          '수집 항목: 성명, 이메일. 목적: 설명회 안내. 보유기간: 90일. 동의를 거부할 수 있으나 신청할 수 없습니다.',
        retentionDays: 90,
        confirmationMail: '본관 3층 세미나실',
        askMarketing: true,
      },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const slug = (made.body as { slug: string }).slug;
    const respond = async (email: string, marketing: boolean) => {
      const res = await call(app, 'POST', `/api/forms/${slug}/responses`, {
        body: {
          name: '참석자',
          email,
          consent: 'yes',
          startedAt: formStartedAt(),
          ...(marketing ? { consentMarketing: 'yes' } : {}),
        },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    };
    await respond('dup@example.com', true); // also an applicant who consented
    await respond('visitor@example.com', true);
    await respond('quiet@example.com', false);
    await inbox();
    // visitor@ has not followed its confirmation link: only dup@ (confirmed) is a respondent of the audience.
    assert.equal(await audienceCount(['formRespondents']), 1);
    // dup@ is both an applicant and a respondent: applicants (dup, other) + respondents (dup) = 2 people.
    assert.equal(await audienceCount(['subscribers', 'applicants', 'formRespondents']), 2);
  });

  test('sent at 22:00 Seoul, the campaign is held until 08:00, then delivered with (광고), footer and List-Unsubscribe', async () => {
    useClock(clockStartingAt(new Date('2027-03-02T22:00:00+09:00')));
    const t = await token();
    const created = await call(app, 'POST', '/api/campaigns', {
      token: t,
      body: {
        subject: '2027 후기 입학설명회 안내',
        body: '3월 20일 입학설명회에 초대합니다.',
        audiences: ['subscribers', 'applicants'],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    campaignId = created.body.id as number;
    const preview = await call(app, 'POST', '/api/campaigns/preview', {
      token: t,
      body: { subject: '(광고) 2027 후기 입학설명회 안내', body: '초대합니다.', audiences: ['subscribers'] },
    });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.equal(preview.body.subject, '(광고) 2027 후기 입학설명회 안내', '(광고) is never doubled');
    assert.match(preview.body.text as string, /수신 거부, 무료/);
    const sent = await call(app, 'POST', `/api/campaigns/${campaignId}/send`, { token: t });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(sent.body.status, 'scheduled');
    assert.equal(sent.body.sentNow, false);
    assert.equal(
      new Date(sent.body.sendAt as string).toISOString(),
      new Date('2027-03-03T08:00:00+09:00').toISOString(),
    );
    await job.runOnce();
    assert.equal((await inbox()).length, 0, 'nothing at night');
    advanceClock(new Date('2027-03-03T08:00:30+09:00').getTime() - now().getTime());
    await job.runOnce();
    const got = await inbox();
    assert.deepEqual(got.map((d) => d.envelopeTo[0]).sort(), ['dup@example.com', 'other@example.com']);
    for (const d of got) {
      assert.equal(d.mail.subject, '(광고) 2027 후기 입학설명회 안내');
      const text = d.mail.text ?? '';
      assert.match(text, /^3월 20일 입학설명회에 초대합니다\./);
      assert.match(text, /보낸 곳: 한빛대학교 중소기업대학원/);
      assert.match(text, /주소: 서울특별시/);
      assert.match(text, /전화: \d/);
      const unsub = linkIn(text, '/unsubscribe');
      const header = (key: string) =>
        (d.mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r\n\s+/g, ' ');
      assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      assert.equal(header('list-unsubscribe'), `List-Unsubscribe: <${TEST_PUBLIC_URL}${unsub}>`);
    }
    const shown = await call(app, 'GET', `/api/campaigns/${campaignId}`, { token: await token() });
    assert.deepEqual(
      [shown.body.status, shown.body.recipientCount, shown.body.sent, shown.body.failed, shown.body.unsubscribed],
      ['sent', 2, 2, 0, 0],
    );
    smtp.delivered.push(...got);
  });

  test('the one-click unsubscribe (RFC 8058 POST) works, is counted, and keeps the address out of every audience', async () => {
    const got = smtp.delivered.splice(0);
    const dup = got.find((d) => d.envelopeTo[0] === 'dup@example.com')!;
    const path = linkIn(dup.mail.text ?? '', '/unsubscribe');
    const page = await fetch(app.baseUrl + path);
    assert.match(await page.text(), /수신 거부<\/button>/);
    const res = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(res.status, 200);
    const shown = await call(app, 'GET', `/api/campaigns/${campaignId}`, { token: await token() });
    assert.equal(shown.body.unsubscribed, 1);
    assert.equal(await subscriberStatus('dup@example.com'), null, 'the subscription is destroyed');
    // Still an applicant who once consented, but unsubscribed: in no audience.
    assert.equal(await audienceCount(['subscribers', 'applicants']), 1);
    const [rec] = await app.sequelize.query<{ n: string }>(
      "SELECT count(*) AS n FROM destruction_records WHERE kind = 'subscriber' AND job = 'unsubscribe'",
      { type: QueryTypes.SELECT },
    );
    assert.equal(Number(rec.n), 1);
  });

  test('advertising rows are never sent at night, even when enqueued in the evening', async () => {
    useClock(clockStartingAt(new Date('2027-03-03T20:59:00+09:00')));
    const t = await token();
    const created = await call(app, 'POST', '/api/campaigns', {
      token: t,
      body: { subject: '장학 안내', body: '장학 제도가 바뀌었습니다.', audiences: ['applicants'] },
    });
    const sent = await call(app, 'POST', `/api/campaigns/${created.body.id}/send`, { token: t });
    assert.equal(sent.body.sentNow, true);
    advanceClock(2 * 60_000);
    assert.equal((await inbox()).length, 0, 'held after 21:00');
    advanceClock(new Date('2027-03-04T08:00:00+09:00').getTime() - now().getTime());
    const morning = await inbox();
    assert.deepEqual(
      morning.map((d) => d.mail.subject),
      ['(광고) 장학 안내'],
    );
  });
});

describe('consents after two years', () => {
  test('a subscriber is asked again 30 days before two years; unanswered, the consent lapses and the row is destroyed', async () => {
    useClock(clockStartingAt(new Date('2027-04-01T10:00:00+09:00')));
    const first = await subscribe('이가람', 'garam@example.com');
    assert.equal((await post(first, {})).status, 200);
    const second = await subscribe('박나래', 'narae@example.com');
    assert.equal((await post(second, {})).status, 200);
    await inbox();
    // With other@, who confirmed the consent ticked on its application.
    assert.equal(await audienceCount(['subscribers']), 3);
    // The consenting applicant of 2027-03-02 14:00 is in the audience until two years have passed, then never.
    useClock(clockStartingAt(new Date('2029-03-02T13:59:00+09:00')));
    assert.equal(await audienceCount(['applicants']), 1);

    useClock(clockStartingAt(new Date('2029-03-05T10:00:00+09:00')));
    assert.equal(await audienceCount(['applicants']), 0);
    await job.runOnce();
    const asked = await inbox();
    assert.deepEqual(asked.map((d) => d.envelopeTo[0]).sort(), ['garam@example.com', 'narae@example.com']);
    assert.match(asked[0].mail.subject ?? '', /수신 동의를 다시 확인해주세요/);
    await job.runOnce();
    assert.equal((await inbox()).length, 0, 'asked once');
    // One answers: the consent runs two more years.
    const narae = asked.find((d) => d.envelopeTo[0] === 'narae@example.com')!;
    const renew = linkIn(narae.mail.text ?? '', '/subscribe/confirm');
    assert.match(await (await fetch(app.baseUrl + renew)).text(), /계속 받기<\/button>/);
    assert.match((await post(renew, {})).text, /수신 동의를 다시 확인했습니다/);

    useClock(clockStartingAt(new Date('2029-04-01T10:01:00+09:00')));
    await job.runOnce();
    assert.equal(await subscriberStatus('garam@example.com'), null);
    assert.equal(await subscriberStatus('narae@example.com'), 'confirmed');
    assert.equal(await audienceCount(['subscribers']), 1);
    assert.equal(await audienceCount(['applicants']), 0, "the applicant's consent lapsed");
    const [rec] = await app.sequelize.query<{ n: string }>(
      "SELECT sum(count) AS n FROM destruction_records WHERE kind = 'subscriber' AND job = 'subscriber-consents'",
      { type: QueryTypes.SELECT },
    );
    // garam@ unanswered, other@'s consent of 2027-03-02 past two years, visitor@'s never confirmed.
    assert.equal(Number(rec.n), 3);
  });
});

describe('steady rate', () => {
  test('a run of the sender takes at most bulkPerRun advertising rows, and the other mail besides', async () => {
    useClock(clockStartingAt(new Date('2029-05-02T10:00:00+09:00')));
    const slow = startMailWorker({
      sequelize: app.sequelize,
      smtpUrl: smtp.url,
      from: 'a@school.example.ac.kr',
      bulkPerRun: 2,
    });
    try {
      await app.sequelize.transaction(async (transaction) => {
        for (const n of [1, 2, 3, 4, 5])
          await enqueueMail(
            {
              kind: 'campaign',
              to: `bulk${n}@example.com`,
              lang: 'ko',
              subject: '(광고) 안내',
              text: '본문',
              bulk: true,
            },
            { transaction },
          );
        await enqueueMail(
          { kind: 'lockout', to: 'staff@example.com', lang: 'ko', subject: '잠금', text: '본문' },
          { transaction },
        );
      });
      const first = await slow.runOnce();
      assert.equal(first.sent, 3, 'two advertising mails and the other one');
      assert.equal((await slow.runOnce()).sent, 2);
      assert.equal((await slow.runOnce()).sent, 1);
      assert.equal(smtp.delivered.splice(0).length, 6);
    } finally {
      await slow.stop();
    }
  });
});

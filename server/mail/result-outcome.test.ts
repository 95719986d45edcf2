// The application.result mail through a real SMTP server: by default it says only that the result
// is ready, with the look-up link, the same words for 합격, 불합격 and 예비 in either language; only when a school
// turns resultMailIncludesOutcome on does each mail carry its outcome (with the 예비 rank).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { AdmissionRound, Application, MailOutbox } from '../../db/models/index.js';
import { useClock } from '../../domain/clock.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { makeRound } from '../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { adminToken, call, startTestApp, TEST_PUBLIC_URL, testNowMs, type TestApp } from '../test/support.js';
import { publishDueResults } from './results.js';
import { startMailWorker, type MailWorker } from './worker.js';

const HOUR = 3_600_000;
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let seq = 0;

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
  await MailOutbox.destroy({ where: {} });
  smtp.delivered.length = 0;
});

interface Mailed {
  subject: string;
  text: string;
}

/** A round with one applicant per outcome (and a Chinese 합격), announced and confirmed; the mails as delivered. */
async function announceRound(): Promise<Record<string, Mailed>> {
  seq += 1;
  const made = await makeRound({ name: `2027학년도 전기 결과 메일 ${seq}차` });
  app.events.changedHere('rounds');
  const who = [
    { key: 'accepted', set: { status: 'accepted' } },
    { key: 'rejected', set: { status: 'rejected' } },
    { key: 'waitlisted', set: { status: 'waitlisted', waitlistRank: 2 } },
    { key: 'zhAccepted', set: { status: 'accepted', locale: 'zh-Hans', track: 'china_mba', department: null } },
    { key: 'zhRejected', set: { status: 'rejected', locale: 'zh-Hans', track: 'china_mba', department: null } },
  ] as const;
  for (const w of who) {
    const email = `${w.key}.${seq}@example.com`;
    const res = await submitForm(
      app,
      validFields({ roundId: String(made.id), email, name: '지원자' }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    await Application.update(w.set as Partial<Application>, { where: { receiptNo: res.body.receiptNo } });
  }
  const announceAt = testNowMs() + HOUR;
  await (await AdmissionRound.findByPk(made.id))!.update({
    applyEndAt: new Date(testNowMs() - 1),
    announceAt: new Date(announceAt),
    resultsConfirmedAt: new Date(testNowMs()),
  });
  await MailOutbox.destroy({ where: {} });
  useClock({ now: () => new Date(announceAt) });
  const done = await publishDueResults(app.sequelize, TEST_PUBLIC_URL);
  assert.equal(done.find((d) => d.roundId === made.id)?.mailed, 5, JSON.stringify(done));
  await worker.runOnce();
  const out: Record<string, Mailed> = {};
  for (const w of who) {
    // The 접수 확인 mails of the submits may have gone out meanwhile: the result mail is the one about the round's result.
    const d = smtp.delivered.find(
      (m) => m.envelopeTo[0] === `${w.key}.${seq}@example.com` && !/접수되었습니다|已收到/.test(m.mail.subject ?? ''),
    );
    assert.ok(d, `mail to ${w.key}`);
    out[w.key] = { subject: d.mail.subject ?? '', text: (d.mail.text ?? '').replace(/\d{4}-[12]-\d{4,6}/g, 'RECEIPT') };
  }
  return out;
}

const OUTCOME_WORDS = ['합격', '불합격', '예비', '录取', '未录取', '候补'];

describe('the result mail', () => {
  test('by default: the same notice for every outcome, the look-up link, never the outcome', async () => {
    const m = await announceRound();
    assert.match(m.accepted.subject, /전형 결과를 확인해주세요$/);
    assert.match(m.accepted.text, /^지원자님, 2027학년도 전기 결과 메일 \d+차 전형 결과가 나왔습니다\./);
    assert.ok(m.accepted.text.includes(`${TEST_PUBLIC_URL}/receipt/lookup?by=receipt`));
    assert.deepEqual(m.rejected, m.accepted);
    assert.deepEqual(m.waitlisted, m.accepted);
    assert.deepEqual(m.zhRejected, m.zhAccepted);
    assert.ok(m.zhAccepted.text.includes(`${TEST_PUBLIC_URL}/receipt/china-mba/lookup?by=receipt`));
    assert.match(m.zhAccepted.text, /结果通知书/);
    for (const mail of Object.values(m))
      for (const word of OUTCOME_WORDS) {
        assert.ok(!mail.subject.includes(word), `${word} in ${mail.subject}`);
        assert.ok(!mail.text.includes(word), `${word} in ${mail.text}`);
      }
  });

  test('with resultMailIncludesOutcome on: each mail names its outcome, 예비 with the rank', async () => {
    const token = await adminToken(app);
    const set = await call(app, 'PUT', '/api/settings', { token, body: { resultMailIncludesOutcome: true } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal(set.body.resultMailIncludesOutcome, true);
    try {
      const m = await announceRound();
      assert.match(m.accepted.text, /^전형 결과: 합격\n\n지원자님,/);
      assert.match(m.rejected.text, /^전형 결과: 불합격\n/);
      assert.match(m.waitlisted.text, /^전형 결과: 예비 \(예비 순위 2번\)\n/);
      assert.match(m.zhAccepted.text, /^审核结果：录取\n/);
      assert.match(m.zhRejected.text, /^审核结果：未录取\n/);
    } finally {
      // The clock moved past the first token's life.
      const again = await adminToken(app);
      const off = await call(app, 'PUT', '/api/settings', { token: again, body: { resultMailIncludesOutcome: false } });
      assert.equal(off.status, 200);
    }
  });

  test('the setting is off by default and refuses what is not true or false', async () => {
    const token = await adminToken(app);
    assert.equal((await call(app, 'GET', '/api/settings', { token })).body.resultMailIncludesOutcome, false);
    const bad = await call(app, 'PUT', '/api/settings', { token, body: { resultMailIncludesOutcome: 'yes' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors.resultMailIncludesOutcome, 'true 또는 false로 보내주세요.');
  });
});

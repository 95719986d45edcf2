// 합격자 발표 안내 at announceAt: nothing a millisecond before, one mail per decided applicant at it (none for the
// undecided), once with two processes running the job at the same moment, all of them once after a run that
// crashed half-way, and the process's own timer wakes for it. Each round here has its results confirmed (결과 확정)
// in its setup; an unconfirmed round is not mailed at announceAt, and is mailed when it is confirmed later.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { AdmissionRound, Application, MailOutbox } from '../../db/models/index.js';
import type { StatusCode } from '../../domain/application-status.js';
import { clockStartingAt, useClock } from '../../domain/clock.js';
import type { Round } from '../../domain/rounds.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { makeRound } from '../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { advanceClock, startTestApp, TEST_PUBLIC_URL, testNowMs, type TestApp } from '../test/support.js';
import { publishDueResults, startResultMailer } from './results.js';
import { startMailWorker, type MailWorker } from './worker.js';

const HOUR = 3_600_000;
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let seq = 0;
const NAMES = ['가람', '나래', '다온', '라온', '마루'];

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
  await app.sequelize.query('DELETE FROM rate_limits');
  smtp.delivered.length = 0;
});

/** A round open now whose results are announced `announceInMs` from now, with one applicant per status. */
async function roundWith(
  statuses: StatusCode[],
  announceInMs = 2 * HOUR,
  confirmed = true,
): Promise<{ round: Round; emails: Record<string, string> }> {
  seq += 1;
  const made = await makeRound({ name: `2027학년도 전기 발표 시험 ${seq}차`, applyEndAt: 1, announceAt: 2 });
  // The app's round cache learns of the round as it would from the publish step.
  app.events.changedHere('rounds');
  const emails: Record<string, string> = {};
  for (const [i, status] of statuses.entries()) {
    const email = `${status}.${seq}@example.com`;
    const res = await submitForm(
      app,
      validFields({ roundId: String(made.id), email, name: `지원자${NAMES[i]}` }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    await Application.update({ status }, { where: { receiptNo: res.body.receiptNo } });
    emails[status] = email;
  }
  // The window closes now and the results come `announceInMs` later (a round's announcement follows its window).
  const row = (await AdmissionRound.findByPk(made.id))!;
  await row.update({
    applyEndAt: new Date(testNowMs()),
    announceAt: new Date(testNowMs() + announceInMs),
    resultsConfirmedAt: confirmed ? new Date(testNowMs()) : null,
  });
  // The 접수 확인 mails of the submits are not what these tests read.
  await MailOutbox.destroy({ where: {} });
  return { round: row.toRound(), emails };
}

const resultRows = () => MailOutbox.findAll({ where: { kind: 'application.result' }, order: [['id', 'ASC']] });

async function deliveredTo(): Promise<string[]> {
  await worker.runOnce();
  return smtp.delivered.flatMap((d) => d.envelopeTo).sort();
}

describe('result mails at announceAt', () => {
  test('nothing before announceAt; at it one per decided applicant, none for the undecided, and never again', async () => {
    const { round, emails } = await roundWith(['accepted', 'rejected', 'waitlisted', 'interview', 'doc_review']);
    const announceAt = new Date(round.announceAt).getTime();
    // The clock stands still at each instant, so "one millisecond before" is exactly that.
    useClock({ now: () => new Date(announceAt - 1) });
    assert.deepEqual(await publishDueResults(app.sequelize, TEST_PUBLIC_URL), []);
    assert.equal((await resultRows()).length, 0);

    useClock({ now: () => new Date(announceAt) });
    const done = await publishDueResults(app.sequelize, TEST_PUBLIC_URL);
    useClock(clockStartingAt(new Date(announceAt)));
    assert.deepEqual(done, [{ roundId: round.id, mailed: 3, undecided: 2 }]);
    assert.deepEqual(await deliveredTo(), [emails.accepted, emails.rejected, emails.waitlisted].sort());
    const m = smtp.delivered.find((d) => d.envelopeTo[0] === emails.accepted)!.mail;
    assert.equal(m.subject, `[한빛대학교 중소기업대학원] ${round.name} 전형 결과를 확인해주세요`);
    assert.ok(m.text?.startsWith(`지원자가람님, ${round.name} 전형 결과가 나왔습니다.`));
    assert.ok(m.text?.includes(`${TEST_PUBLIC_URL}/receipt/lookup?by=receipt`));
    const keys = (await resultRows()).map((r) => r.dedupeKey);
    assert.ok(keys.every((k) => k?.startsWith('application.result:') && k.endsWith(`:round-${round.id}`)));
    assert.ok((await AdmissionRound.findByPk(round.id))!.resultsMailedAt);

    advanceClock(HOUR);
    assert.deepEqual(await publishDueResults(app.sequelize, TEST_PUBLIC_URL), []);
    assert.equal((await resultRows()).length, 3);
  });

  test('two processes running the job at the same moment enqueue each result once', async () => {
    const { round, emails } = await roundWith(['accepted', 'accepted', 'rejected', 'waitlisted'], 10_000);
    const second = await startTestApp({ sameDatabaseAs: app });
    try {
      advanceClock(10_000);
      const [a, b] = await Promise.all([
        publishDueResults(app.sequelize, TEST_PUBLIC_URL),
        publishDueResults(second.sequelize, TEST_PUBLIC_URL),
      ]);
      const runs = [...a, ...b].filter((r) => r.roundId === round.id);
      assert.equal(runs.length, 1, JSON.stringify({ a, b }));
      assert.equal(runs[0].mailed, 4);
    } finally {
      await second.close();
    }
    assert.equal((await resultRows()).length, 4);
    // Two applicants named accepted share the address of that status: the same address twice, one mail each.
    assert.deepEqual(
      await deliveredTo(),
      [emails.accepted, emails.accepted, emails.rejected, emails.waitlisted].sort(),
    );
  });

  test('a run that crashes half-way leaves nothing; the next run sends every result once', async () => {
    const { round, emails } = await roundWith(['accepted', 'rejected', 'waitlisted'], 10_000);
    // The second result mail's insert fails once, as a crash between two mails would end the transaction.
    await app.sequelize.query(`
      CREATE SEQUENCE result_crash_seq;
      CREATE FUNCTION result_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('result_crash_seq') = 2 THEN RAISE EXCEPTION 'simulated crash'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER result_crash BEFORE INSERT ON mail_outbox FOR EACH ROW
        WHEN (NEW.kind = 'application.result') EXECUTE FUNCTION result_crash();
    `);
    try {
      advanceClock(10_000);
      assert.deepEqual(await publishDueResults(app.sequelize, TEST_PUBLIC_URL), []);
      assert.equal((await resultRows()).length, 0);
      assert.equal((await AdmissionRound.findByPk(round.id))!.resultsMailedAt, null);

      const done = await publishDueResults(app.sequelize, TEST_PUBLIC_URL);
      assert.deepEqual(done, [{ roundId: round.id, mailed: 3, undecided: 0 }]);
    } finally {
      await app.sequelize.query('DROP TRIGGER result_crash ON mail_outbox; DROP FUNCTION result_crash();');
    }
    assert.deepEqual(await deliveredTo(), Object.values(emails).sort());
    assert.deepEqual(await publishDueResults(app.sequelize, TEST_PUBLIC_URL), []);
    assert.equal((await resultRows()).length, 3);
  });

  test('the process’s timer wakes at announceAt by itself', async () => {
    const { round } = await roundWith(['accepted'], 1_500);
    const mailer = startResultMailer({ sequelize: app.sequelize, events: app.events, publicUrl: TEST_PUBLIC_URL });
    try {
      const until = Date.now() + 8_000;
      while ((await resultRows()).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      assert.equal((await resultRows()).length, 1);
      assert.ok((await AdmissionRound.findByPk(round.id))!.resultsMailedAt! >= new Date(round.announceAt));
    } finally {
      await mailer.stop();
    }
  });

  test('an unconfirmed round is not mailed at announceAt; confirmed later, its timer mails it at once', async () => {
    const { round, emails } = await roundWith(['accepted', 'waitlisted'], 1_000, false);
    advanceClock(2_000);
    assert.deepEqual(await publishDueResults(app.sequelize, TEST_PUBLIC_URL), []);
    assert.equal((await resultRows()).length, 0);
    const mailer = startResultMailer({ sequelize: app.sequelize, events: app.events, publicUrl: TEST_PUBLIC_URL });
    try {
      await new Promise((r) => setTimeout(r, 1_500));
      assert.equal((await resultRows()).length, 0, 'nothing while unconfirmed');
      await AdmissionRound.update({ resultsConfirmedAt: new Date(testNowMs()) }, { where: { id: round.id } });
      app.events.changedHere('rounds');
      const until = Date.now() + 8_000;
      while ((await resultRows()).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    } finally {
      await mailer.stop();
    }
    assert.deepEqual(await deliveredTo(), [emails.accepted, emails.waitlisted].sort());
  });
});

// Scheduled work runs once across processes: two built servers on one database — a cluster of two workers and a
// single process, as two machines would be — both wake at a round's announcement, and its result mails are put in
// the outbox once, by one of them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AdmissionRound, Application, MailOutbox } from '../../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { makeRound } from '../test/rounds.js';
import { startTestApp, TEST_JWT_SECRET, testNow, testNowMs, type TestApp } from '../test/support.js';
import { ensureBuilt, killStarted, startServer, within, type ServerProcess } from '../test/processes.js';

const QUEUED = '합격자 발표 안내 메일을 발송 대기열에 넣었습니다.';

let app: TestApp;
before(async () => {
  ensureBuilt();
  app = await startTestApp();
});
after(async () => {
  killStarted();
  await app.close();
});

async function serverWith(workers: number): Promise<ServerProcess> {
  const server = await startServer({
    WEB_CONCURRENCY: String(workers),
    DATABASE_URL: app.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    AUDIT_KEY: 'k'.repeat(40),
    TEST_NOW: testNow().toISOString(),
    LOG_LEVEL: 'info',
  });
  await server.waitForLine((l) => l.workers === workers);
  return server;
}

describe('scheduled work across processes', () => {
  test('a cluster and a second server on one database put a round’s result mails in the outbox once', async () => {
    const [cluster, single] = await Promise.all([serverWith(2), serverWith(1)]);

    const round = await makeRound({ name: '2027학년도 전기 동시 발표 시험', applyEndAt: 1, announceAt: 2 });
    app.events.changedHere('rounds');
    for (const [i, status] of (['accepted', 'rejected'] as const).entries()) {
      const res = await submitForm(
        app,
        validFields({
          roundId: String(round.id),
          email: `once${i}@example.com`,
          name: ['지원자가람', '지원자나래'][i],
        }),
        await defaultFiles(),
      );
      assert.equal(res.status, 201, JSON.stringify(res.body));
      await Application.update({ status }, { where: { receiptNo: res.body.receiptNo } });
    }
    // The results, confirmed (결과 확정), come out a few seconds from now; the change reaches both servers' result
    // mailers (NOTIFY).
    const row = (await AdmissionRound.findByPk(round.id))!;
    await row.update({
      applyEndAt: new Date(testNowMs()),
      announceAt: new Date(testNowMs() + 4_000),
      resultsConfirmedAt: new Date(testNowMs()),
    });
    await app.events.changed('rounds');

    const results = () => MailOutbox.count({ where: { kind: 'application.result' } });
    for (let i = 0; i < 150 && (await results()) < 2; i += 1) await new Promise((r) => setTimeout(r, 100));
    // Both have had their turn: each server's mailer wakes at the announcement by its own clock.
    await new Promise((r) => setTimeout(r, 3_000));
    assert.equal(await results(), 2, 'one result mail per decided applicant');
    const runs = [cluster, single].flatMap((s) => s.lines().filter((l) => l.msg === QUEUED));
    assert.equal(runs.length, 1, `${cluster.output()}\n${single.output()}`);
    assert.equal(runs[0]!.roundId, round.id);
    assert.equal(runs[0]!.mailed, 2);

    for (const s of [cluster, single]) s.child.kill('SIGTERM');
    assert.deepEqual(await within(30_000, Promise.all([cluster.exited, single.exited])), [0, 0]);
  });
});

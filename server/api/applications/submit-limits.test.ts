// Submits from shared networks: a campus or a walk-in desk sends everyone from one address and passes;
// a scripted flood from one address, one e-mail, one mobile number or one replayed key is refused with a Korean 429
// that says when to try again. The numbers are read from domain/submit-limits.ts, the clock moved instead of waited.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Application } from '../../../db/models/index.js';
import { SUBMIT_LIMITS, SUBMIT_LIMIT_MESSAGES } from '../../../domain/submit-limits.js';
import { windowLimiter } from '../../middleware/window-limit.js';
import { advanceClock, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, postSubmit, validFields, type UploadFile } from './fixtures.js';

let app: TestApp;
let files: UploadFile[];
before(async () => {
  app = await startTestApp();
  files = await defaultFiles();
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_windows');
});

const pad = (n: number) => String(n).padStart(4, '0');
/** Applicant n: their own e-mail and mobile number. */
const applicant = (n: number, over: Record<string, string> = {}) =>
  validFields({ email: `applicant${n}@campus.example.ac.kr`, mobile: `010-7${pad(n).slice(1)}-${pad(n)}`, ...over });

/**
 * Moves the clock to the start of a fresh window of this length, so the counts of a test never straddle two windows
 * (a day's window ends at midnight UTC: without this the test failed when run in the hour before it).
 */
function startOfWindow(windowSec: number): void {
  const ms = windowSec * 1000;
  advanceClock(ms - (testNowMs() % ms));
}

describe('submit limits', () => {
  test('a campus behind one address: 300 submits within an hour, five at a time, are never refused', async () => {
    // Every tenth is a complete application (distinct e-mail and mobile); the others are first tries sent before
    // the form was filled (a 400 beside the fields, counted against the address all the same, and quick to run).
    const before = await Application.count();
    const statuses: number[] = [];
    for (let minute = 0; minute < 60; minute++) {
      const group = await Promise.all(
        [0, 1, 2, 3, 4].map((k) => {
          const n = minute * 5 + k;
          return n % 10 === 0 ? postSubmit(app, applicant(n), files) : postSubmit(app, { roundId: '0' }, []);
        }),
      );
      statuses.push(...group.map((r) => r.status));
      advanceClock(59_000);
    }
    assert.equal(statuses.length, 300);
    assert.deepEqual(
      statuses.filter((s, i) => s !== (i % 10 === 0 ? 201 : 400)),
      [],
      'no 429 at a campus pace',
    );
    assert.equal((await Application.count()) - before, 30);
    assert.ok(SUBMIT_LIMITS.addressHour.limit >= 300 * 2, 'the hour holds 300 people with a retry each');
  });

  test('a scripted flood from one address is refused in Korean with when to retry, and then so is the next form', async () => {
    const { limit, blockSec } = SUBMIT_LIMITS.addressBurst;
    // A script sends its copies at once; the clock starts a fresh window so they fall in one.
    advanceClock(
      SUBMIT_LIMITS.addressBurst.windowSec * 1000 - (testNowMs() % (SUBMIT_LIMITS.addressBurst.windowSec * 1000)),
    );
    const flood = await Promise.all(
      Array.from({ length: limit + 1 }, () => postSubmit(app, { roundId: '0' }, []).then((r) => r.status)),
    );
    assert.equal(flood.filter((s) => s === 400).length, limit, "up to the limit the answer is the form's own");
    assert.equal(flood.filter((s) => s === 429).length, 1);
    const next = await postSubmit(app, applicant(9100), files);
    assert.equal(next.status, 429);
    assert.match(
      next.body.errorMessage,
      /^이 네트워크에서 짧은 시간에 너무 많은 제출 요청이 왔습니다\. \d+분 후에 다시 시도해주세요\.$/,
    );
    assert.ok(Number(next.headers.get('retry-after')) > blockSec - 60);
    // From the China MBA form the same refusal is in Chinese (the address is counted before the body is read).
    const zh = await fetch(`${app.baseUrl}/api/applications/submit`, {
      method: 'POST',
      headers: { referer: `${app.baseUrl}/receipt/china-mba`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(zh.status, 429);
    assert.match(
      ((await zh.json()) as { errorMessage: string }).errorMessage,
      /^此网络在短时间内提交的请求过多。请\d+分钟后重试。$/,
    );
    advanceClock(blockSec * 1000);
    assert.equal((await postSubmit(app, applicant(9100), files)).status, 201, 'the block ends');
  });

  test('one e-mail: a few applications a day, then 429 (however the address is typed)', async () => {
    const { limit } = SUBMIT_LIMITS.email;
    startOfWindow(SUBMIT_LIMITS.email.windowSec);
    for (let i = 0; i < limit; i++) {
      const res = await postSubmit(app, applicant(100 + i, { email: 'same@example.com' }), files);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      advanceClock(60_000);
    }
    const over = await postSubmit(app, applicant(200, { email: 'SAME@example.com' }), files);
    assert.equal(over.status, 429);
    assert.match(
      over.body.errorMessage,
      /^같은 이메일로 오늘 제출할 수 있는 횟수를 넘었습니다\. \d+(분|초) 후에 다시 시도해주세요\.$/,
    );
    // The Chinese form's submit (locale zh-Hans) is counted the same and refused in Chinese.
    const limiter = windowLimiter(app.sequelize, SUBMIT_LIMITS.email, SUBMIT_LIMIT_MESSAGES.email);
    await assert.rejects(limiter.hit('same@example.com', 'zh'), (e: Error) => {
      assert.match(e.message, /^同一电子邮箱今天的提交次数已超过上限。请\d+(分钟|秒)后重试。$/);
      return true;
    });
  });

  test('one mobile number: the same, written with or without hyphens', async () => {
    const { limit } = SUBMIT_LIMITS.mobile;
    startOfWindow(SUBMIT_LIMITS.mobile.windowSec);
    for (let i = 0; i < limit; i++) {
      const mobile = i % 2 ? '010-5555-1234' : '01055551234';
      assert.equal((await postSubmit(app, applicant(300 + i, { mobile }), files)).status, 201);
      advanceClock(60_000);
    }
    const over = await postSubmit(app, applicant(400, { mobile: '010-5555-1234' }), files);
    assert.equal(over.status, 429);
    assert.match(over.body.errorMessage, /같은 휴대전화 번호로/);
  });

  test('one idempotency key: retries are answered, a replay loop is refused', async () => {
    const { limit } = SUBMIT_LIMITS.idempotencyKey;
    const fields = applicant(500, { idempotencyKey: randomUUID() });
    const answers = [];
    for (let i = 0; i < limit; i++) answers.push((await postSubmit(app, fields, files)).status);
    assert.deepEqual(answers, [201, ...Array(limit - 1).fill(200)]);
    const over = await postSubmit(app, fields, files);
    assert.equal(over.status, 429);
    assert.match(over.body.errorMessage, /같은 제출 요청이 너무 자주 반복되었습니다\. \d+분 후에 다시 시도해주세요\./);
  });
});

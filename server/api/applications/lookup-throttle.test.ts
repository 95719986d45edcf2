// The look-up throttle seen from several client addresses: a stranger cannot lock the applicant out, guessing one
// applicant from many addresses slows down (never locks), and a device that looked up before keeps working.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { callFrom, cookiesOf } from '../../test/from-address.js';
import { startTestApp, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, validFields } from './fixtures.js';

let app: TestApp;
let receiptNo: string;
const PASSWORD = 'correct-horse-2';

before(async () => {
  app = await startTestApp();
  const res = await submitForm(
    app,
    validFields({ name: '박지원', birthDate: '1988-03-04', password: PASSWORD, passwordConfirm: PASSWORD }),
    await defaultFiles(),
  );
  receiptNo = res.body.receiptNo;
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const lookup = (address: string, password: string, cookie?: string) =>
  callFrom(app, address, 'POST', '/api/applications/lookup', { body: { receiptNo, password }, cookie });

describe('look-up throttle across addresses', () => {
  test('5 wrong passwords from one address lock that address, not the applicant on another address', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await lookup('127.0.0.2', `wrong-${i}`)).status, 404);
    const blocked = await lookup('127.0.0.2', PASSWORD);
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.errorMessage, /조회 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\./);
    assert.ok(Number(blocked.headers.get('retry-after')) > 60);

    const owner = await lookup('127.0.0.3', PASSWORD);
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
    assert.equal(owner.body.receiptNo, receiptNo);
  });

  test('many addresses guessing one applicant: a short wait per try (not a lock), and guesses stop going through', async () => {
    let tried = 0;
    let slowed: Awaited<ReturnType<typeof lookup>> | null = null;
    for (let a = 2; a <= 9 && !slowed; a++) {
      for (let i = 0; i < 5; i++) {
        const res = await lookup(`127.0.0.${a}`, `guess-${a}-${i}`);
        if (res.status === 429) {
          slowed = res;
          break;
        }
        assert.equal(res.status, 404);
        tried += 1;
      }
    }
    // 40 guesses were tried before; the slowdown lets 11 through, then every try waits.
    assert.equal(tried, 11);
    assert.ok(slowed);
    assert.match(slowed.body.errorMessage, /이 지원서에 대한 조회 시도가 많아 잠시 기다려야 합니다\. \d+초 후에/);
    const wait = Number(slowed.headers.get('retry-after'));
    assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
    // The owner on a fresh address is asked to wait seconds, never half an hour.
    const owner = await lookup('127.0.0.10', PASSWORD);
    assert.equal(owner.status, 429);
    assert.ok(Number(owner.headers.get('retry-after')) <= 60);
  });

  test('a device that looked up before keeps working while the applicant is being guessed, even on a noisy address', async () => {
    const first = await lookup('127.0.0.20', PASSWORD);
    assert.equal(first.status, 200);
    const device = cookiesOf(first);
    assert.match(device, /lookup_device=/);

    for (let a = 2; a <= 5; a++) for (let i = 0; i < 5; i++) await lookup(`127.0.0.${a}`, `guess-${a}-${i}`);
    assert.equal((await lookup('127.0.0.21', PASSWORD)).status, 429, 'a stranger must wait');

    const again = await lookup('127.0.0.2', PASSWORD, device);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    // A forged or other-kind cookie is not trusted.
    const forged = device.replace(/lookup_device=[^;]+/, 'lookup_device=eyJhbGciOiJIUzI1NiJ9.e30.x');
    assert.equal((await lookup('127.0.0.2', PASSWORD, forged)).status, 429);
  });

  test('a trusted device that keeps guessing loses its trust after 5 failures', async () => {
    const first = await lookup('127.0.0.30', PASSWORD);
    const device = cookiesOf(first);
    for (let i = 0; i < 5; i++) assert.equal((await lookup('127.0.0.30', `bad-${i}`, device)).status, 404);
    // Now a stranger like any other: its own address has failures of its own from here on.
    for (let i = 0; i < 5; i++) assert.equal((await lookup('127.0.0.30', `bad2-${i}`, device)).status, 404);
    assert.equal((await lookup('127.0.0.30', PASSWORD, device)).status, 429);
  });

  test('the form post of /receipt/lookup shares the guard (a stranger’s failures do not lock the owner)', async () => {
    for (let i = 0; i < 5; i++) await lookup('127.0.0.2', `wrong-${i}`);
    const form = `by=receipt&receiptNo=${encodeURIComponent(receiptNo)}&password=${PASSWORD}`;
    const res = await callFromForm('127.0.0.3', form);
    assert.equal(res.status, 200);
    assert.match(res.body, new RegExp(receiptNo));
    assert.equal((await callFromForm('127.0.0.2', form)).status, 429);
  });
});

function callFromForm(address: string, form: string) {
  return callFrom<string>(app, address, 'POST', '/receipt/lookup', {
    raw: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

// The login lock seen from several client addresses (127.0.0.x): five failures lock an account for 15 minutes for
// every device that has not logged in to it before (by the process clock, so advanceClock ends it), the owner is
// told by mail, a device that logged in before keeps working, and other accounts at the same address are not
// refused because of one account's failures.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { callFrom, cookiesOf } from '../../test/from-address.js';
import { advanceClock, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
/** The lockout mails in the outbox. */
async function sentMails() {
  const [rows] = await app.sequelize.query(
    "SELECT to_address, subject, text_body, status FROM mail_outbox WHERE kind = 'lockout' ORDER BY id",
  );
  return rows as { to_address: string; subject: string; text_body: string; status: string }[];
}
before(async () => {
  app = await startTestApp();
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits; DELETE FROM login_locks; DELETE FROM mail_outbox');
});

const login = (address: string, loginId: string, password: string, cookie?: string) =>
  callFrom(app, address, 'POST', '/api/auth/login', { body: { loginId, password }, cookie });

const LOCKED =
  /로그인에 5번 연속 실패하여 이 계정의 로그인이 (\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2})\(한국 시간\)까지 잠겼습니다\./;

/** The instant a lock message names (Seoul time, to the minute). */
function lockEnd(message: string): number {
  const m = LOCKED.exec(message);
  assert.ok(m, message);
  return Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+09:00`);
}

describe('login lock', () => {
  test('4 wrong passwords do not lock; the right one still logs in from a new device', async () => {
    const u = await makeUser({ role: 'content' });
    for (let i = 0; i < 4; i++) assert.equal((await login(`127.0.0.${2 + i}`, u.loginId, `guess-${i}`)).status, 401);
    const res = await login('127.0.0.9', u.loginId, u.password);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await sentMails()).length, 0);
  });

  test('the 5th wrong password locks the account for 15 minutes, says until when in Seoul time and mails the owner', async () => {
    const u = await makeUser({ role: 'content' });
    for (let i = 0; i < 4; i++) assert.equal((await login(`127.0.0.${2 + i}`, u.loginId, `guess-${i}`)).status, 401);
    const startedAt = testNowMs();
    const fifth = await login('127.0.0.7', u.loginId, 'guess-4');
    assert.equal(fifth.status, 429);
    assert.equal(fifth.body.accountLocked, true);
    const until = lockEnd(fifth.body.errorMessage);
    // Shown to the minute: the lock ends 15 minutes after the fifth failure.
    assert.ok(until > startedAt + 14 * 60_000 && until <= startedAt + 15 * 60_000 + 60_000, String(until - startedAt));
    assert.ok(Number(fifth.headers.get('retry-after')) > 14 * 60);

    // The right password from a device that never logged in is refused, with the same time.
    const right = await login('127.0.0.10', u.loginId, u.password);
    assert.equal(right.status, 429);
    assert.equal(lockEnd(right.body.errorMessage), until);

    // One mail to the owner in the outbox, naming the end of the lock.
    const sent = await sentMails();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].to_address, u.user.email);
    assert.match(sent[0].subject, /계정이 잠시 잠겼습니다/);
    assert.ok(sent[0].text_body.includes(fifth.body.errorMessage.match(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/)[0]));

    // 14 minutes on it is still locked; after 15 it is not.
    advanceClock(14 * 60_000);
    assert.equal((await login('127.0.0.11', u.loginId, u.password)).status, 429);
    advanceClock(60_000 + 1_000);
    const later = await login('127.0.0.11', u.loginId, u.password);
    assert.equal(later.status, 200, JSON.stringify(later.body));
    assert.equal((await sentMails()).length, 1, 'no second mail');
  });

  test('an unknown login id locks the same way (the answer does not tell which ids exist), without a mail', async () => {
    for (let i = 0; i < 4; i++) assert.equal((await login('127.0.0.12', 'nosuchuser9', `g-${i}`)).status, 401);
    assert.equal((await login('127.0.0.12', 'nosuchuser9', 'g-4')).status, 429);
    assert.equal((await sentMails()).length, 0);
  });

  test('a device that logged in before keeps working while strangers have locked the account', async () => {
    const u = await makeUser({ role: 'content' });
    const first = await login('127.0.0.20', u.loginId, u.password);
    assert.equal(first.status, 200);
    const device = cookiesOf(first)
      .split('; ')
      .filter((c) => c.startsWith('login_device='))
      .join('');
    assert.ok(device, 'a device cookie is set');
    assert.match(
      first.headers.getSetCookie().join('\n'),
      /login_device=[^;]+; Max-Age=\d+; Path=\/api\/auth;.*HttpOnly/,
    );

    for (let i = 0; i < 5; i++) await login(`127.0.0.${2 + i}`, u.loginId, `bad-${i}`);
    assert.equal((await login('127.0.0.21', u.loginId, u.password)).status, 429);

    // Even from an address that has itself been guessing.
    const again = await login('127.0.0.2', u.loginId, u.password, device);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    // The cookie names its account only: it does not unlock another one.
    const other = await makeUser();
    for (let i = 0; i < 5; i++) await login('127.0.0.3', other.loginId, `bad-${i}`);
    assert.equal((await login('127.0.0.20', other.loginId, other.password, device)).status, 429);
  });

  test('another account at the same address still logs in while one is locked, and after 20 failures there', async () => {
    const victims = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser()]);
    for (const v of victims) {
      for (let i = 0; i < 4; i++) assert.equal((await login('127.0.0.40', v.loginId, `bad-${i}`)).status, 401);
      assert.equal((await login('127.0.0.40', v.loginId, 'bad-4')).status, 429);
    }
    const colleague = await makeUser({ role: 'content' });
    const res = await login('127.0.0.40', colleague.loginId, colleague.password);
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  test('a true flood from one address (many accounts) is slowed down', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => makeUser()));
    let slowed = 0;
    for (const a of accounts) {
      for (let i = 0; i < 5; i++) {
        const res = await login('127.0.0.60', a.loginId, `spray-${i}`);
        if (res.status === 429 && !res.body.accountLocked) {
          slowed += 1;
          assert.match(res.body.errorMessage, /로그인 시도가 너무 많습니다\. \d+초 후에 다시 시도해주세요\./);
        }
      }
    }
    assert.ok(slowed > 0, 'past 30 failures the address must wait between tries');
  });

  test('the address rule as the README states it: 30 failures an hour free, then 2 s more a failure (60 s at most) for every new browser there', async () => {
    const colleague = await makeUser({ role: 'content' });
    const known = cookiesOf(await login('127.0.0.70', colleague.loginId, colleague.password));
    const accounts = await Promise.all(Array.from({ length: 7 }, () => makeUser()));
    // 30 failures over six accounts: each account locks at its fifth, the address is not slowed.
    for (const a of accounts.slice(0, 6)) {
      for (let i = 0; i < 4; i++) assert.equal((await login('127.0.0.70', a.loginId, `x-${i}`)).status, 401);
      assert.equal((await login('127.0.0.70', a.loginId, 'x-4')).body.accountLocked, true);
    }
    // The 31st failure is answered as usual and makes the address wait 2 s.
    assert.equal((await login('127.0.0.70', accounts[6].loginId, 'x-0')).status, 401);
    // Meanwhile a colleague's right password from a browser new to the account waits too (429, Retry-After 1–2 s)…
    const waiting = await login('127.0.0.70', colleague.loginId, colleague.password);
    assert.equal(waiting.status, 429);
    assert.equal(waiting.body.accountLocked, undefined);
    assert.ok(['1', '2'].includes(waiting.headers.get('retry-after') ?? ''), waiting.headers.get('retry-after') ?? '');
    // …while a browser that logged in to that account before goes through.
    assert.equal((await login('127.0.0.70', colleague.loginId, colleague.password, known)).status, 200);
  });

  test('a trusted device that keeps failing loses its trust', async () => {
    const u = await makeUser();
    const device = cookiesOf(await login('127.0.0.50', u.loginId, u.password));
    for (let i = 0; i < 5; i++) assert.equal((await login('127.0.0.50', u.loginId, `bad-${i}`, device)).status, 401);
    // Now a stranger: four more failures, the fifth locks.
    for (let i = 0; i < 4; i++) assert.equal((await login('127.0.0.50', u.loginId, `bad2-${i}`, device)).status, 401);
    assert.equal((await login('127.0.0.50', u.loginId, 'bad2-4', device)).status, 429);
    assert.equal((await login('127.0.0.50', u.loginId, u.password, device)).status, 429);
  });
});

// Staff passwords after OWASP ASVS 6.2: 10–128 characters, none of zxcvbn's 49,233 common passwords, no composition rules;
// for staff password changes and the ADMIN_PASSWORD bootstrap. Members keep their own rule.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Config } from '../../process/config.js';
import { ensureAdmin } from '../../auth/bootstrap.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';
import { commonPasswords, isCommonPassword, staffPassword, TOO_COMMON } from '../../auth/password-rules.js';

const firstError = (value: string) => {
  const r = staffPassword.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('staffPassword', () => {
  test('length: 9 characters and 129 characters are refused; 10 and 128 pass', () => {
    assert.equal(firstError('vq7#kd9zp'), '관리자 비밀번호는 10자 이상이어야 합니다.');
    assert.equal(firstError('x'.repeat(100) + 'yqzk'.repeat(7) + 'a'), '관리자 비밀번호는 128자 이하여야 합니다.');
    assert.equal(firstError('vq7#kd9zpw'), null);
    assert.equal(firstError('pq'.repeat(64)), null);
  });

  test('common passwords are refused, whatever their case', () => {
    for (const p of ['password123', 'qwerty1234', 'Password123', '1234567890', '1q2w3e4r5t']) {
      assert.equal(firstError(p), TOO_COMMON, p);
    }
    assert.ok(isCommonPassword('QWERTY1234'));
  });

  test('the whole list counts, not its first 10,000: password1234 (rank 18,529) is refused', () => {
    assert.ok(commonPasswords().size >= 49_000, `${commonPasswords().size} entries`);
    assert.equal(firstError('password1234'), TOO_COMMON);
    assert.equal(firstError('PASSWORD1234'), TOO_COMMON);
  });

  test('no composition rules: a long passphrase of lowercase letters passes', () => {
    assert.equal(firstError('purplemountainlanternriver'), null);
    assert.equal(firstError('연구실 창가의 고무나무'), null);
  });
});

describe('where the staff rule applies', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(app, 'PUT', '/api/auth/my/info/password', { token, body: { currentPassword, newPassword } });

  test('a staff account’s new password must follow it', async () => {
    const u = await makeUser({ role: 'content' });
    const { token } = await login(app, u);
    const common = await change(token, u.password, 'qwerty1234');
    assert.equal(common.status, 400);
    assert.equal(common.body.errors.newPassword, TOO_COMMON);
    assert.equal(common.body.errorMessage, `새 비밀번호: ${TOO_COMMON}`);
    const short = await change(token, u.password, 'abc12345x');
    assert.equal(short.body.errors.newPassword, '관리자 비밀번호는 10자 이상이어야 합니다.');
    const long = await change(token, u.password, 'a'.repeat(129));
    assert.equal(long.status, 400);
    const ok = await change(token, u.password, 'purplemountainlanternriver');
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    await login(app, { ...u, password: 'purplemountainlanternriver' });
  });

  test('a member keeps the member rule (letters and digits, 8–64)', async () => {
    const u = await makeUser();
    const { token } = await login(app, u);
    const letters = await change(token, u.password, 'purplemountainlanternriver');
    assert.equal(letters.status, 400);
    assert.equal(letters.body.errors.newPassword, '비밀번호에 숫자를 하나 이상 넣어주세요.');
    assert.equal((await change(token, u.password, 'brandnew2026')).status, 200);
  });

  test('ADMIN_PASSWORD must follow it', async () => {
    const config = (adminPassword: string) =>
      ({ adminId: 'bootadmin', adminPassword, databaseUrl: undefined }) as unknown as Config;
    await assert.rejects(ensureAdmin(config('password123')), {
      message: `ADMIN_PASSWORD가 규칙에 맞지 않습니다: ${TOO_COMMON}`,
    });
    await assert.rejects(ensureAdmin(config('short1x')), /10자 이상/);
    await ensureAdmin(config('purplemountainlanternriver'));
    await login(app, { loginId: 'bootadmin', password: 'purplemountainlanternriver', otpSecret: null });
  });
});

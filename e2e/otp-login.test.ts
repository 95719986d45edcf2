// Two-factor login in the browser: the login page's code step, and a new 입학 담당 account enrolling from the
// admin's first screen (reading the key as a phone would scan it) before the admin opens.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { totpCode } from '../server/auth/totp.js';
import { call, freshOtp, login, makeUser, testNowMs, wrongOtp } from '../server/test/support.js';
import { DESKTOP, PHONE, expectCount, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

for (const viewport of [PHONE, DESKTOP]) {
  test(`${viewport.width}px: the login page asks an account with 2FA for its code, says a wrong one, then logs in`, async () => {
    const admin = await makeUser({ role: 'superadmin' });
    const { page, consoleErrors } = await e2e.newPage(viewport);
    await page.goto('/auth/login?prevUrl=%2Fadmin');
    await page.fill('#loginId', admin.loginId);
    await page.fill('#password', admin.password);
    await page.getByRole('button', { name: '로그인' }).click();

    const code = page.getByRole('textbox', { name: '인증 코드' });
    await code.waitFor();
    await page.getByRole('group', { name: '2단계 인증' }).waitFor();
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'otp', 'the keyboard lands in the code field');
    await screenshot(page, `otp-login-step-${viewport.width}`);

    await code.fill(wrongOtp(admin.otpSecret ?? ''));
    await page.keyboard.press('Enter');
    await page.getByText('인증 코드가 올바르지 않거나 이미 사용된 코드입니다.', { exact: false }).waitFor();
    assert.equal(await code.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    await code.fill(await freshOtp(admin));
    await page.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/admin/);
    await page.getByText('중소기업대학원 관리자').first().waitFor({ state: 'attached' });
    assert.ok(await page.evaluate(() => localStorage.getItem('token')));
    assert.deepEqual(
      consoleErrors.filter((e) => !/401/.test(e)),
      [],
    );
  });
}

test('the code step takes a recovery code instead', async () => {
  const admin = await makeUser({ role: 'admissions' });
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/auth/login');
  await page.fill('#loginId', admin.loginId);
  await page.fill('#password', admin.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('button', { name: '휴대전화를 쓸 수 없나요? 복구 코드 입력' }).click();
  const field = page.getByRole('textbox', { name: '복구 코드' });
  await field.waitFor();
  assert.equal(await field.getAttribute('inputmode'), 'text');
  // Codes made through the API as the person did at enrolment.
  const session = await login(e2e.app, admin);
  const made = await call(e2e.app, 'POST', '/api/auth/my/otp/recovery-codes', {
    token: session.token,
    body: { otp: await freshOtp(admin) },
  });
  await field.fill((made.body.recoveryCodes as string[])[0]);
  await page.getByRole('button', { name: '확인' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  assert.ok(await page.evaluate(() => localStorage.getItem('token')));
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`${viewport.width}px: a new 입학 담당 enrols from the admin's first screen, keeps the recovery codes, then sees only admissions`, async () => {
    const u = await makeUser({ role: 'admissions', otp: false });
    const { page, consoleErrors } = await e2e.newPage(viewport);
    await page.goto('/auth/login?prevUrl=%2Fadmin');
    await page.fill('#loginId', u.loginId);
    await page.fill('#password', u.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/admin/);

    await page.getByRole('heading', { name: '2단계 인증 등록' }).waitFor();
    await page.getByText('개인정보 처리 계정은 2단계 인증이 필요합니다.').waitFor();
    const qr = page.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' });
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
    assert.ok(
      await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the QR code renders',
    );
    const shown = (await page.getByTestId('otp-secret').textContent()) ?? '';
    assert.match(shown, /^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await screenshot(page, `otp-enrol-${viewport.width}`);

    // The phone: the key typed into an authenticator app gives the code.
    await page.getByRole('textbox', { name: '인증 코드' }).fill(totpCode(shown.replace(/\s/g, ''), testNowMs()));
    await page.getByRole('button', { name: '등록' }).click();
    await page.getByRole('heading', { name: '복구 코드' }).waitFor();
    const codes = page.getByRole('list', { name: '복구 코드 10개' }).getByRole('listitem');
    await expectCount(codes, 10);
    assert.match((await codes.first().textContent()) ?? '', /^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.getByRole('button', { name: '인쇄' }).waitFor();
    await screenshot(page, `otp-recovery-codes-${viewport.width}`);

    await page.getByRole('button', { name: '계속' }).click();
    // The admin itself now (its bar's title is hidden on a phone), no longer the enrolment.
    await page.getByText('중소기업대학원 관리자').first().waitFor({ state: 'attached' });
    await expectCount(page.getByRole('heading', { name: '2단계 인증 등록' }), 0, 'the enrolment screen');
    // The menu is a closed drawer on a phone; the wide layout shows it.
    if (viewport === DESKTOP) {
      await expectCount(page.locator('[data-nav="원서접수 관리"]'), (n) => n > 0, '원서접수 관리');
      for (const label of ['사이트 설정', '팝업 관리', '직원 관리'])
        await expectCount(page.locator(`[data-nav="${label}"]`), 0, label);
    }
    await screenshot(page, `otp-enrolled-admin-${viewport.width}`);
    assert.deepEqual(
      consoleErrors.filter((e) => !/40[13]/.test(e)),
      [],
    );
  });
}

// 관리자 계정 and 회원 관리 in the browser: a 최고관리자 creates a 입학 담당 and a 홍보·콘텐츠 담당 account; the new person
// logs in with the initial password, is held at the password-change screen, changes it and lands in the admin
// with only their role's menu; the member list shows personal data masked; a staff member's 2FA is reset. At 1440
// and 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { makeUser } from '../server/test/support.js';
import { adminPage } from './admin-screens.js';
import { DESKTOP, expectCount, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

async function createAccount(page: Page, a: { loginId: string; name: string; role: string; password: string }) {
  await page.goto('/admin/staff/create');
  await page.getByLabel('아이디').fill(a.loginId);
  await page.getByLabel('이름').fill(a.name);
  await page.getByLabel('이메일').fill(`${a.loginId}@example.com`);
  await page.getByLabel('역할').click();
  await page.getByRole('option', { name: a.role }).click();
  await page.getByLabel('초기 비밀번호').fill(a.password);
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/staff$/);
  await page
    .getByRole('cell', { name: a.loginId })
    .or(page.getByText(`(${a.loginId})`))
    .first()
    .waitFor();
}

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['375', PHONE],
] as const) {
  describe(`at ${label} px`, () => {
    test('a 최고관리자 creates staff; the new person changes the initial password first, then sees their menu', async () => {
      const { page, consoleErrors } = await adminPage(e2e, viewport);
      const admissions = { loginId: `kimadmit${label}`, name: '김입학', role: '입학 담당', password: 'initial-pass-1' };
      const content = {
        loginId: `leepr${label}`,
        name: '이홍보',
        role: '홍보·콘텐츠 담당',
        password: 'initial-pass-2',
      };
      await page.goto('/admin/staff/create');
      await page.getByText('처음 로그인하면 초기 비밀번호를 바꾸는 화면이 먼저 나옵니다').waitFor();
      await screenshot(page, `admin-staff-create-${label}`);
      await createAccount(page, admissions);
      await createAccount(page, content);
      // The list says the role, 2FA off and no login yet.
      await page.getByText('입학 담당').first().waitFor();
      await page.getByText('기록 없음').first().waitFor();
      if (viewport === DESKTOP) {
        const row = page.getByRole('row').filter({ hasText: admissions.loginId });
        await row.getByText('미사용').waitFor();
      } else {
        await page
          .getByText(/2단계 인증 미사용/)
          .first()
          .waitFor();
      }
      await screenshot(page, `admin-staff-list-${label}`);

      // The 홍보·콘텐츠 담당 logs in on the public login form with the initial password.
      const person = await e2e.newPage(viewport);
      const p = person.page;
      await p.goto('/auth/login?prevUrl=/admin');
      await p.getByLabel('아이디').fill(content.loginId);
      await p.getByLabel('비밀번호').fill(content.password);
      await p.getByRole('button', { name: '로그인' }).click();
      await p.getByRole('heading', { name: '비밀번호 변경' }).waitFor();
      await expectCount(p.locator('[data-nav]'), 0, 'no menu before the change');
      await screenshot(p, `admin-first-login-password-${label}`);
      await p.getByLabel(/^현재 비밀번호/).fill(content.password);
      await p.getByLabel(/^새 비밀번호\s*\*?$/).fill('my-own-secret-77');
      await p.getByLabel(/^새 비밀번호 확인/).fill('my-own-secret-77');
      await p.getByRole('button', { name: /변경/ }).click();
      // The admin itself: on a phone its menu sits behind the menu button.
      if (viewport === PHONE) await p.getByRole('button', { name: '메뉴 열기' }).click();
      else await p.getByText('중소기업대학원 관리자').first().waitFor();
      await expectCount(p.locator('[data-nav="팝업 관리"]'), (n) => n > 0, 'content menu');
      await expectCount(p.locator('[data-nav="관리자 계정"]'), 0, 'no staff menu for content');
      await expectCount(p.locator('[data-nav="원서접수 관리"]'), 0, 'no applications for content');
      await screenshot(p, `admin-first-login-done-${label}`);
      await person.context.close();

      // Back at the list the account no longer waits for a password change.
      await page.goto('/admin/staff');
      await page.getByText(content.loginId).first().click();
      await page.getByRole('heading', { name: '권한 부여 기록' }).waitFor();
      await page.getByText('홍보·콘텐츠 담당(으)로 계정 생성').waitFor();
      await expectCount(page.getByText('초기 비밀번호 (첫 로그인 때 바꿔야 함)'), 0, 'password changed');
      await screenshot(page, `admin-staff-edit-${label}`);
      assert.deepEqual(consoleErrors, []);
    });

    test('회원 관리 lists members masked and disables one', async () => {
      const member = await makeUser();
      await member.user.update({ name: '홍길동', email: `hong${label}@example.com` });
      const { page, consoleErrors } = await adminPage(e2e, viewport);
      await page.goto('/admin/members');
      await page.getByText(member.loginId).first().waitFor();
      await page.getByText(`ho***@example.com`).first().waitFor();
      await expectCount(page.getByText('홍길동'), 0, 'the full name is never shown');
      await screenshot(page, `admin-members-${label}`);
      const row =
        viewport === DESKTOP
          ? page.getByRole('row').filter({ hasText: member.loginId })
          : page.locator('li').filter({ hasText: member.loginId });
      await row.getByRole('button', { name: '사용 중지' }).click();
      await row.getByText('사용 중지').first().waitFor();
      await row.getByRole('button', { name: '사용 재개' }).waitFor();
      // Another member is made a 홍보·콘텐츠 담당: gone from the members, listed in 관리자 계정.
      const other = await makeUser();
      await page.reload();
      const otherRow =
        viewport === DESKTOP
          ? page.getByRole('row').filter({ hasText: other.loginId })
          : page.locator('li').filter({ hasText: other.loginId });
      await otherRow.getByRole('button', { name: '관리자로 지정' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('권한 부여 기록에 남습니다').waitFor();
      await dialog.getByRole('button', { name: '지정' }).click();
      await page.getByText('회원을 관리자로 지정했습니다').waitFor();
      await expectCount(page.getByText(other.loginId), 0, 'no longer a member');
      await page.goto('/admin/staff');
      await page.getByText(other.loginId).first().waitFor();
      assert.deepEqual(consoleErrors, []);
    });

    test("2단계 인증 초기화: a 최고관리자 resets a staff member's 2FA after a confirmation (OPERATIONS.md §3)", async () => {
      const staff = await makeUser({ role: 'admissions' });
      const { page, consoleErrors } = await adminPage(e2e, viewport);
      await page.goto(`/admin/staff/${staff.user.id}`);
      await page.getByRole('heading', { name: '2단계 인증 초기화' }).waitFor();
      await page.getByRole('button', { name: '2단계 인증 초기화' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('모든 로그인을 끝냅니다').waitFor();
      await dialog.getByRole('button', { name: '초기화' }).click();
      await page.getByText('2단계 인증을 초기화했습니다').waitFor();
      // Nothing left to reset: the panel goes, the account reads 2FA off.
      await expectCount(page.getByRole('heading', { name: '2단계 인증 초기화' }), 0, 'panel gone after the reset');
      await staff.user.reload();
      assert.equal(staff.user.otpSecret, null);
      assert.equal(staff.user.otpEnabledAt, null);
      await screenshot(page, `admin-staff-otp-reset-${label}`);
      assert.deepEqual(consoleErrors, []);
    });
  });
}

// 담당 범위 in the admin: a 최고관리자 limits a 홍보·콘텐츠 담당 to AI비즈니스학과's pages and the 학과 게시판 on
// 관리자 계정 수정; that account's menu then leaves out 메뉴 관리 and 팝업 관리, its 페이지 관리 lists only the
// department's page, and another page's address shows the server's reason.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { User } from '../db/models/index.js';
import { OUT_OF_SCOPE } from '../domain/scope.js';
import { makeUser } from '../server/test/support.js';
import { DESKTOP, loginInPage, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const pageId = async (path: string) =>
  (
    await e2e.app.sequelize.query<{ id: number }>('SELECT id FROM pages WHERE path = $path AND deleted_at IS NULL', {
      type: QueryTypes.SELECT,
      bind: { path },
    })
  )[0].id;

test('a scope set on 관리자 계정 narrows the assistant’s menu, lists and screens', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const assistant = await makeUser({ role: 'content' });

  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto(`/admin/staff/${assistant.user.id}`);
  const pages = page.getByRole('combobox', { name: '페이지 주소' });
  await pages.fill('/department/ai_business');
  await pages.press('Enter');
  await page.getByRole('combobox', { name: '게시판', exact: true }).click();
  await page.getByRole('option', { name: /major_board/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '저장' }).click();
  const saved = async () => (await User.findByPk(assistant.user.id))?.staffScope;
  for (let i = 0; i < 50 && !(await saved()); i++) await page.waitForTimeout(100);
  assert.deepEqual(await saved(), { pages: ['/department/ai_business'], boards: ['major_board'] });

  const other = await e2e.newPage(DESKTOP);
  await other.page.goto('/');
  await loginInPage(other.page, assistant.loginId, assistant.password);
  await other.page.goto('/admin/pages');
  await other.page.getByText('/department/ai_business', { exact: true }).filter({ visible: true }).first().waitFor();
  const nav = await other.page.locator('[data-nav]').evaluateAll((els) => els.map((el) => el.getAttribute('data-nav')));
  assert.ok(nav.includes('페이지 관리'), nav.join(', '));
  for (const shut of ['메뉴 관리', '팝업 관리', '자주 묻는 질문', '리디렉션 관리'])
    assert.ok(!nav.includes(shut), shut);
  assert.equal(await other.page.getByText('/department/small_business', { exact: true }).count(), 0);

  await other.page.goto(`/admin/pages/${await pageId('/department/small_business')}`);
  await other.page.getByText(OUT_OF_SCOPE).first().waitFor();
});

// 번역 확인 필요 in a browser, as 홍보·콘텐츠 담당: 모집요강 changes, the dashboard counts 招生指南, its button opens 페이지
// 관리 filtered to it, the editor shows the Korean diff, and 확인 완료 asks for a reason before the mark goes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { call, login, makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

test('a Korean change is found on the dashboard, in the list and in the editor, and is checked with a reason', async () => {
  const staff = await makeUser({ role: 'content' });
  const { token } = await login(e2e.app, staff);
  const [ko] = await e2e.app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = '/entrance/recruit'`, {
    type: QueryTypes.SELECT,
  });
  const before = (await call<any>(e2e.app, 'GET', `/api/pages/${ko.id}`, { token })).body;
  const saved = await call(e2e.app, 'PUT', `/api/pages/${ko.id}`, {
    token,
    body: { version: before.version, content: `${before.content}<p>면접은 온라인으로 봅니다.</p>` },
  });
  assert.equal(saved.status, 200);

  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password);
  await page.goto('/admin');
  const alert = page.getByTestId('translations-alert');
  await alert.getByText('중국어 페이지 1개').waitFor();
  await alert.getByRole('link', { name: '번역 확인하기' }).click();
  await page.getByRole('heading', { name: '중국 MBA' }).waitFor();
  assert.equal(await page.getByText('번역 확인 필요', { exact: true }).count(), 1, 'one chip: 招生指南');
  await page.locator('table a', { hasText: '招生' }).click();

  const banner = page.locator('#translation-check');
  await banner.locator('ins', { hasText: '면접은' }).waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'admin-translation-check-1440');
  await banner.getByRole('button', { name: '확인 완료' }).click();
  await banner.getByText('확인한 사유를 입력해 주세요').waitFor();
  await banner.getByRole('textbox', { name: '확인 사유' }).fill('면접 방식은 중국 MBA에 해당하지 않습니다');
  await banner.getByRole('button', { name: '확인 완료' }).click();
  await page.getByText('번역 확인을 마쳤습니다.').waitFor();
  await banner.waitFor({ state: 'detached' });
  // The one 400 is the refused 확인 완료 without a reason.
  assert.deepEqual(
    consoleErrors.filter((e) => !/status of 400/.test(e)),
    [],
  );
});

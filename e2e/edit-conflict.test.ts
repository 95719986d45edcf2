// Edit conflicts in a browser: two staff open the same page in two browsers; the first saves, the
// second's save opens "다른 사람이 먼저 저장했습니다" with who and when and both versions side by side (at 375 px),
// and "내 내용 유지하고 다시 저장" saves the second's words over the new version. Nothing was overwritten silently.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

async function editor(name: string, viewport: { width: number; height: number }, id: number) {
  const staff = await makeUser({ role: 'content' });
  await staff.user.update({ name });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, staff.loginId, staff.password);
  await opened.page.goto(`/admin/pages/${id}`);
  await opened.page.getByRole('textbox', { name: '제목', exact: true }).waitFor();
  return opened;
}

test('two browsers save the same page: the second sees who saved first and both versions, and keeps its own', async () => {
  const [{ id }] = await e2e.app.sequelize.query<{ id: number }>(
    `SELECT id FROM pages WHERE path = '/introduce/history'`,
    { type: QueryTypes.SELECT },
  );
  const first = await editor('김먼저', DESKTOP, id);
  const second = await editor('이나중', PHONE, id);

  await first.page.getByRole('textbox', { name: '제목', exact: true }).fill('연혁 (김먼저 고침)');
  await first.page.getByRole('button', { name: '초안 저장' }).click();
  await first.page.getByText('초안을 저장했습니다').waitFor();

  await second.page.getByRole('textbox', { name: '제목', exact: true }).fill('연혁 (이나중 고침)');
  await second.page.getByRole('button', { name: '초안 저장' }).click();
  const dialog = second.page.getByRole('dialog', { name: '다른 사람이 먼저 저장했습니다' });
  await dialog.waitFor();
  await dialog.getByText(/김먼저님이 \d+월 \d+일 \d\d:\d\d에 먼저 저장했습니다/).waitFor();
  assert.match(await dialog.getByRole('region', { name: '내 내용 (저장되지 않음)' }).innerText(), /이나중 고침/);
  assert.match(await dialog.getByRole('region', { name: '김먼저님이 저장한 최신 내용' }).innerText(), /김먼저 고침/);
  assert.equal(
    await second.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    true,
    'no sideways scroll at 375 px',
  );
  await second.page.waitForTimeout(400);
  await screenshot(second.page, 'admin-edit-conflict-375');
  assert.deepEqual(await axe(second.page), []);

  const draftTitle = async () => {
    const [row] = await e2e.app.sequelize.query<{ title: string }>(
      `SELECT draft->>'title' AS title FROM pages WHERE id = $id`,
      { type: QueryTypes.SELECT, bind: { id } },
    );
    return row.title;
  };
  assert.equal(await draftTitle(), '연혁 (김먼저 고침)', 'the refused save wrote nothing');

  await dialog.getByRole('button', { name: '내 내용 유지하고 다시 저장' }).click();
  await second.page.getByText('초안을 저장했습니다').waitFor();
  assert.equal(await draftTitle(), '연혁 (이나중 고침)');
  assert.deepEqual(
    first.consoleErrors.filter((e) => !/409|Conflict/.test(e)),
    [],
  );
});

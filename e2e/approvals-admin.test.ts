// 게시 전 승인 in a browser: a department assistant whose account needs approval edits a page's lead and presses
// 지금 게시; the editor says 승인 대기 중 and the public page is unchanged. The 최고관리자 opens 승인 요청, reads the
// change as text and presses 승인; the public page then shows the new lead. Each admin screen passes axe.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { User } from '../db/models/index.js';
import { makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

const LEAD = '학과 조교가 올리고 승인을 기다린 새 요약입니다.';

test('an assistant’s publish waits as 승인 대기 중 and goes live when the 최고관리자 approves it', async () => {
  const [row] = await e2e.app.sequelize.query<{ id: number }>(
    `SELECT id FROM pages WHERE path = '/introduce/education'`,
    {
      type: QueryTypes.SELECT,
    },
  );
  const assistant = await makeUser({ role: 'content' });
  await User.update({ approvalRequired: true }, { where: { id: assistant.user.id } });
  const publicHtml = async () => (await fetch(`${e2e.app.baseUrl}/introduce/education`)).text();

  const editor = await e2e.newPage(DESKTOP);
  await editor.page.goto('/');
  await loginInPage(editor.page, assistant.loginId, assistant.password);
  await editor.page.goto(`/admin/pages/${row.id}`);
  await editor.page.getByRole('textbox', { name: '요약 (제목 아래 한두 문장)' }).fill(LEAD);
  await editor.page.getByRole('button', { name: '지금 게시' }).click();
  await editor.page.getByText('승인 대기 중', { exact: true }).waitFor();
  await editor.page.getByText('승인 요청을 보냈습니다.', { exact: false }).first().waitFor();
  assert.doesNotMatch(await publicHtml(), new RegExp(LEAD));
  await screenshot(editor.page, 'approval-pending-editor-1440');

  const boss = await makeUser({ role: 'superadmin' });
  const approver = await e2e.newPage(DESKTOP);
  await approver.page.goto('/');
  await loginInPage(approver.page, boss.loginId, boss.password, boss.otpSecret);
  await approver.page.goto('/admin/approvals');
  await approver.page.getByRole('cell', { name: /교육이념/ }).click();
  await approver.page.getByRole('heading', { name: '페이지 게시 승인 요청 · 승인 대기 중' }).waitFor();
  await approver.page.locator('.text-diff ins', { hasText: '승인을 기다린' }).first().waitFor();
  await screenshot(approver.page, 'approval-show-1440');
  assert.deepEqual(await axe(approver.page), []);
  await approver.page.getByRole('button', { name: '승인', exact: true }).click();
  await approver.page.getByRole('heading', { name: '페이지 게시 승인 요청 · 승인됨' }).waitFor();
  assert.match(await publicHtml(), new RegExp(LEAD));
  assert.deepEqual([...editor.consoleErrors, ...approver.consoleErrors], []);
});

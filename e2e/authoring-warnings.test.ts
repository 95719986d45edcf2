// The authoring warnings in the browser: publishing a draft notice with a skipped heading and a vague
// link opens the dialog listing each warning with its KWCAG item; a 홍보·콘텐츠 담당 can only go back and fix it, a
// 최고관리자 publishes over the warnings and the audit log keeps them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { adminPage } from './admin-screens.js';
import { axe } from './axe-run.js';
import { adminToken, call } from '../server/test/support.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let postId: number;
before(async () => {
  e2e = await startE2E();
  const made = await call(e2e.app, 'POST', '/api/posts', {
    token: await adminToken(e2e.app),
    body: {
      boardEnName: 'notice',
      title: '동계 특강 신청 안내',
      content: '<h2>신청 방법</h2><h4>기간</h4><p>신청은 <a href="/receipt">여기</a>에서 합니다.</p>',
      isDraft: true,
    },
  });
  postId = made.body.id as number;
});
after(() => e2e.close());

async function publishInForm(role: 'content' | 'superadmin') {
  const opened = await adminPage(e2e, PHONE, role);
  const { page } = opened;
  await page.goto(`/admin/boards/content/${postId}`);
  await page.getByLabel('임시저장').uncheck();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '접근성 점검 경고 2건' });
  await dialog.waitFor();
  return { ...opened, dialog };
}

test('the dialog lists the warnings; content staff fix, a 최고관리자 publishes over them (audited)', async () => {
  const staff = await publishInForm('content');
  const items = staff.dialog.getByRole('listitem');
  assert.match(await items.nth(0).innerText(), /제목 "기간"이\(가\) h2 다음에 h4로.*KWCAG 6\.4\.2 제목 제공/s);
  assert.match(await items.nth(1).innerText(), /링크 글자 "여기"만으로는.*KWCAG 6\.4\.3 적절한 링크 텍스트/s);
  assert.equal(await staff.dialog.getByRole('button', { name: '경고를 무시하고 게시' }).count(), 0);
  await screenshot(staff.page, 'admin-authoring-warnings-375');
  assert.deepEqual(await axe(staff.page), []);
  await staff.dialog.getByRole('button', { name: '고쳐서 다시 저장' }).click();
  await staff.dialog.waitFor({ state: 'hidden' });

  const chief = await publishInForm('superadmin');
  await chief.dialog.getByRole('button', { name: '경고를 무시하고 게시' }).click();
  await chief.page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice/);
  const [row] = await e2e.app.sequelize.query<{ is_draft: boolean; n: number }>(
    `SELECT p.is_draft, (SELECT count(*)::int FROM audit_logs WHERE action = 'posts.warnings.acknowledge'
       AND record_id = $id) AS n FROM posts p WHERE p.id = $pid`,
    { type: QueryTypes.SELECT, bind: { id: String(postId), pid: postId } },
  );
  assert.deepEqual(row, { is_draft: false, n: 1 });
  // The browser logs the 409 that carried the warnings; nothing else may go wrong.
  assert.deepEqual(
    staff.consoleErrors.filter((e) => !/status of 409/.test(e)),
    [],
  );
});

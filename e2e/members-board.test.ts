// A board for members in Chromium at 375 px: a visitor who opens one of its posts lands on the login page, logs in,
// and comes back to the post, drawn by the server for them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, makeUser } from '../server/test/support.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('a visitor opens a members-only post, logs in and lands on it', async () => {
  const admin = await adminToken(e2e.app);
  const board = await call(e2e.app, 'POST', '/api/boards', {
    token: admin,
    body: { enName: 'alumni', name: '원우회 게시판', kind: 'list', readAccess: 'members' },
  });
  assert.equal(board.status, 201);
  const post = await call(e2e.app, 'POST', '/api/posts', {
    token: admin,
    body: { boardEnName: 'alumni', title: '원우회 송년회 안내', content: '<p>12월 19일 저녁, 본관 세미나실</p>' },
  });
  assert.equal(post.status, 201);
  const path = `/board/alumni/${post.body.id}`;
  const member = await makeUser();

  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto(path);
  await page.waitForURL((u) => u.pathname === '/auth/login');
  assert.equal(new URL(page.url()).searchParams.get('prevUrl'), path);
  assert.equal(await page.locator('text=12월 19일 저녁').count(), 0);
  await page.fill('#loginId', member.loginId);
  await page.fill('#password', member.password);
  await page.click('form.auth-form button[type="submit"]');
  await page.waitForURL((u) => u.pathname === path);
  assert.equal((await page.locator('h1, h2').filter({ hasText: '원우회 송년회 안내' }).count()) > 0, true);
  assert.equal(await page.isVisible('text=12월 19일 저녁, 본관 세미나실'), true);
  await screenshot(page, 'members-board-post-375');
  assert.deepEqual(consoleErrors, []);
});

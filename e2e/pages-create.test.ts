// 새 페이지 in a browser, as 홍보·콘텐츠 담당: a table page is made under 대학원 소개 from 페이지 관리, published from
// its editor, and read by a visitor at 1440 and 375 px; the other starting layouts (text with a side image, a
// contact block) are drawn at 375 px too, and 모집요강 with its new link to 招生指南. Every screen passes axe.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

test('a table page is created, published and visited; the starting layouts read well at 375 px', async () => {
  const staff = await makeUser({ role: 'content' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password);
  await page.goto('/admin/pages');
  await page.getByRole('heading', { name: '대학원 소개' }).waitFor();
  await page.getByRole('link', { name: '새 페이지' }).click();
  await page.getByRole('heading', { level: 1, name: '새 페이지' }).waitFor();
  await page.getByRole('textbox', { name: '주소' }).fill('/introduce/scholarship');
  await page.getByRole('textbox', { name: '제목' }).fill('장학 제도');
  await page.getByRole('radio', { name: /표 페이지/ }).check();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'admin-page-create-1440');
  await page.getByRole('button', { name: '만들기' }).click();
  await page.getByText('페이지를 만들었습니다').waitFor();
  await page.getByText('아직 게시하지 않았습니다').waitFor();
  await page.getByRole('button', { name: '지금 게시' }).click();
  await page.getByText('게시했습니다.').waitFor();
  await page.getByRole('button', { name: '페이지 폐지' }).waitFor();
  assert.deepEqual(await axe(page), []);

  await page.goto('/introduce/scholarship');
  await page.getByRole('heading', { level: 1, name: '장학 제도' }).waitFor();
  await page.locator('main table th', { hasText: '구분' }).waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'page-created-table-1440');

  const token = await adminToken(e2e.app);
  for (const [path, layout] of [
    ['/introduce/campus-life', 'side-image'],
    ['/introduce/office', 'contact'],
  ] as const) {
    const made = await call<{ id: number }>(e2e.app, 'POST', '/api/pages', {
      token,
      body: { path, title: layout === 'contact' ? '행정실 안내' : '캠퍼스 생활', content: '', layout },
    });
    assert.equal(made.status, 201);
    assert.equal((await call(e2e.app, 'POST', `/api/pages/${made.body.id}/publish`, { token, body: {} })).status, 200);
  }
  await page.goto('/introduce/campus-life');
  await page.locator('main .greeting-photo').waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'page-created-campus-life-1440');

  const phone = await e2e.newPage(PHONE);
  // 모집요강 is paired with 招生指南: its header gains the language link, and still fits at 375 px.
  for (const path of ['/introduce/scholarship', '/introduce/campus-life', '/introduce/office', '/entrance/recruit']) {
    await phone.page.goto(path);
    await phone.page.locator('main h1').waitFor();
    assert.equal(
      await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      `${path}: no sideways scroll at 375 px`,
    );
    assert.deepEqual(await axe(phone.page), [], path);
    await screenshot(phone.page, `page-created-${path.split('/').pop()}-375`);
  }
  assert.equal(await phone.page.locator('a.lang-link[href="/china/info_4"]').isVisible(), true);
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(phone.consoleErrors, []);
});

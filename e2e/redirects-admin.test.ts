// Browser: a communications officer opens the 404 기록, sees an old address visitors keep asking for (with the site
// that linked to it), makes a redirect from its row ("리디렉션 만들기": the form comes with the old address filled
// in), and the old address answers 301 at once; in 리디렉션 관리 a CSV with a bad row is read as a dry run whose
// report names the row, and nothing can be imported until it is fixed. Both screens (and the dry run's dialog) pass
// axe at 1440 px and fit a 375 px phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, login, makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, loginInPage, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let postId: number;
const OLD = '/bbs/board.php?bo_table=notice&wr_id=31';
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

before(async () => {
  e2e = await startE2E();
  const token = (await login(e2e.app, await makeUser({ role: 'content' }))).token;
  const post = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'notice', title: '2025학년도 후기 신입생 모집 안내', content: '<p>모집 안내</p>' },
  });
  postId = post.body.id as number;
  const made = await call(e2e.app, 'POST', '/api/redirects', {
    token,
    body: { from: '/bbs/board.php?bo_table=notice', to: '/board/notice' },
  });
  assert.equal(made.status, 201);
  for (let i = 0; i < 3; i++)
    await fetch(`${e2e.app.baseUrl}${OLD}&PHPSESSID=${i}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER, referer: 'https://www.kosmes.ac.kr/main/index.php' },
    });
  await fetch(`${e2e.app.baseUrl}/data/file/notice/2041553261_a1b2c3.jpg`, { headers: { 'user-agent': BROWSER } });
});
after(() => e2e.close());

async function officer(viewport: { width: number; height: number }) {
  const u = await makeUser({ role: 'content' });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, u.loginId, u.password, u.otpSecret);
  return opened;
}

test('at 1440 px: 리디렉션 만들기 from the 404 기록, then a CSV whose dry run names its bad row', async () => {
  const { page, consoleErrors } = await officer(DESKTOP);
  await page.goto('/admin/not-found');
  const row = page.getByRole('row').filter({ hasText: OLD });
  await row.waitFor();
  assert.match(await row.innerText(), /www\.kosmes\.ac\.kr/);
  assert.match(await row.innerText(), /\b3\b/);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'redirects-not-found-1440');

  await row.getByRole('link', { name: `${OLD} 리디렉션 만들기` }).click();
  const from = page.getByLabel('옛 주소');
  await from.waitFor();
  assert.equal(await from.inputValue(), OLD);
  await page.getByLabel('새 주소').fill(`/board/notice/${postId}`);
  assert.deepEqual(await axe(page), []);
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByRole('heading', { name: '리디렉션 관리' }).or(page.getByText('리디렉션 관리').first()).waitFor();
  await page.getByRole('row').filter({ hasText: OLD }).waitFor();
  const res = await fetch(`${e2e.app.baseUrl}${OLD}`, { redirect: 'manual' });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), `/board/notice/${postId}`);

  await page.getByTestId('redirects-csv').setInputFiles({
    name: '옛주소.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFF옛 주소,새 주소,응답\r\n/bbs/content.php?co_id=company,/introduce/greeting,301\r\n/old/x,javascript:alert(1),301\r\n',
    ),
  });
  const dialog = page.getByRole('dialog', { name: /CSV 가져오기 미리 보기/ });
  await dialog.waitFor();
  await dialog.getByTestId('redirects-import-problems').waitFor();
  const problem = dialog.getByRole('row').filter({ hasText: '/old/x' });
  assert.match(await problem.innerText(), /^3\s/);
  assert.match(await problem.innerText(), /https:\/\/ 주소/);
  assert.equal(await dialog.getByRole('button', { name: '가져오기' }).isDisabled(), true);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'redirects-import-dry-run-1440');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'redirects-list-1440');
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px both screens fit the phone and axe finds nothing', async () => {
  const { page, consoleErrors } = await officer(PHONE);
  for (const [path, ready] of [
    ['/admin/redirects', '/bbs/board.php?bo_table=notice'],
    ['/admin/not-found', '/data/file/notice/2041553261_a1b2c3.jpg'],
  ]) {
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `${path}: ${width}px wide`);
    assert.deepEqual(await axe(page), [], path);
    await screenshot(page, `redirects${path.replace(/\//g, '-')}-375`);
  }
  assert.deepEqual(consoleErrors, []);
});

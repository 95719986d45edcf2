// Browser: a school's Gnuboard5 site imported from a private MariaDB (the importer's fixture), then its old links
// opened as a visitor on a 375 px phone: the long form board.php?bo_table=notice&wr_id=1 and the short form
// /notice/2 land on the new posts, the post's re-homed images show, an old comment link lands on the comment, and the
// attachment's old download.php address downloads it under its Korean name with the old file's bytes. Then the
// 최고관리자 reads the run's report in 가져오기 기록, on the same phone.
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createPublisher } from '../server/cache/publish.js';
import { startMariaDb, type PrivateMariaDb } from '../server/import/fixtures/mariadb.js';
import { buildSite, FIXTURE_DOMAINS } from '../server/import/fixtures/site.js';
import { runImport } from '../server/import/run.js';
import { makeUser } from '../server/test/support.js';
import { loginInPage, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let maria: PrivateMariaDb;
let site: Awaited<ReturnType<typeof buildSite>>;

before(async () => {
  // The external-storage file points at a port nothing listens on: reported by the import, never fetched.
  [e2e, maria, site] = await Promise.all([
    startE2E({ seed: false }),
    startMariaDb(),
    buildSite('g5_', 'http://127.0.0.1:9'),
  ]);
  await maria.load('school', site.sql);
  await runImport({
    sequelize: e2e.app.sequelize,
    publisher: createPublisher(e2e.app.sequelize, e2e.app.events),
    db: maria.url('school'),
    files: site.dataDir,
    oldDomains: FIXTURE_DOMAINS,
  });
});
after(async () => {
  await e2e.close();
  await maria.stop();
  await rm(site.dataDir, { recursive: true, force: true });
});

test('old links land on the new post, its images show, its attachment downloads under its Korean name', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);

  await page.goto('/bbs/board.php?bo_table=notice&wr_id=1');
  assert.match(new URL(page.url()).pathname, /^\/board\/notice\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { name: /2024학년도 신입생 모집 요강/ }).waitFor();
  const images = page.locator('.bd-content img');
  assert.equal(await images.count(), 6, 'every form of the two editor images');
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
    const shown = await img.evaluate((el) => ({
      width: (el as HTMLImageElement).naturalWidth,
      src: (el as HTMLImageElement).currentSrc,
    }));
    assert.ok(shown.width > 0, `image shows: ${shown.src}`);
    assert.match(new URL(shown.src).pathname, /^\/files\/\d+\//, 'served from our file store');
  }
  await page.getByRole('link', { name: '입학 요강 2024.pdf' }).waitFor();
  await page.locator('#c_6').getByText('좋은 정보 감사합니다').waitFor();
  assert.equal(await page.locator('#c_7').count(), 0, 'a secret comment is not on the page');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'gnuboard5-links-post-375');

  // An old comment link: the post, at the comment.
  await page.goto('/bbs/board.php?bo_table=notice&wr_id=6');
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, `${postPath}#c_6`);
  assert.ok(await page.locator('#c_6').isVisible());

  // The short form of the old site's rewritten URLs.
  await page.goto('/notice/2');
  assert.match(new URL(page.url()).pathname, /^\/board\/notice\/\d+$/);
  await page.getByRole('heading', { name: /R&D 사업 <붙임> 안내/ }).waitFor();

  // The old download address: a download under its Korean name, with the old bytes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.goto('/bbs/download.php?bo_table=notice&wr_id=1&no=0').catch(() => null),
  ]);
  assert.equal(download.suggestedFilename(), '입학 요강 2024.pdf');
  const saved = await download.path();
  assert.deepEqual(
    await readFile(saved),
    await readFile(path.join(site.dataDir, 'file/notice/a1b2c3_Xy12Ab34_guide.pdf')),
  );
  assert.deepEqual(consoleErrors, []);
});

test('가져오기 기록: the 최고관리자 opens the run and reads its report on a phone', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/import-runs');
  await page.getByText('그누보드5 가져오기').first().click();
  const report = page.getByTestId('import-report');
  await report.getByRole('heading', { name: /게시판 관리자/ }).waitFor();
  const text = await report.innerText();
  assert.match(text, /teacher1/);
  assert.match(text, /답변글 2개/);
  assert.match(text, /비밀 댓글 1개는 관리자만 봄/);
  await screenshot(page, 'gnuboard5-import-report-375');
  assert.deepEqual(consoleErrors, []);
});

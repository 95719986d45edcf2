// The one editor, as content staff use it: every seeded page body goes through the editor and back without losing
// a section, class, caption, header cell or generated part; a Word clipboard with a table is pasted into a notice,
// the editor says in Korean what it removed, and the visitor's page shows a table with header cells and no
// pasted fonts or colours, scrolling inside its own box at 375 px.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { finishHtml } from '../admin/src/editor/finish-html.js';
import { cleanPastedHtml } from '../admin/src/editor/paste-clean.js';
import { richTextWithoutStyles } from '../public-web/lib/rich-text-styles.js';
import { scrollableTables } from '../public-web/lib/scrollable-tables.js';
import { sanitizeContent } from '../server/html/sanitize.js';
import { sanitizePageHtml } from '../server/html/page-policy.js';
import { makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

interface EditorEl extends HTMLElement {
  editor: { commands: { setContent: (html: string) => boolean }; getHTML: () => string };
}

test('every seeded page body goes through the editor and back unchanged; a China page is edited as zh-Hans', async () => {
  const pages = await e2e.app.sequelize.query<{ id: number; path: string; content: string; lang: string }>(
    `SELECT id, path, content, lang FROM pages ORDER BY path`,
    { type: QueryTypes.SELECT },
  );
  assert.ok(pages.length >= 20, `${pages.length} pages`);
  const staff = await makeUser({ role: 'content' });
  const { page, consoleErrors } = await e2e.newPage();
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password);
  const china = pages.find((p) => p.lang === 'zh-Hans')!;
  await page.goto(`/admin/pages/${china.id}`);
  const area = page.getByRole('textbox', { name: '본문' });
  await area.locator('h2').first().waitFor();
  assert.equal(await area.getAttribute('lang'), 'zh-Hans');
  assert.equal(await page.getByRole('tab', { name: 'HTML 소스' }).count(), 0, 'no source view');

  const outputs = await area.evaluate(
    (el, bodies) =>
      bodies.map((b) => {
        const { editor } = el as EditorEl;
        editor.commands.setContent(b);
        return editor.getHTML();
      }),
    pages.map((p) => p.content),
  );
  const changed = pages.filter((p, i) => sanitizePageHtml(finishHtml(outputs[i])) !== sanitizePageHtml(p.content));
  for (const p of changed) {
    const i = pages.indexOf(p);
    assert.equal(sanitizePageHtml(finishHtml(outputs[i])), sanitizePageHtml(p.content), `${p.path} round trip`);
  }
  assert.deepEqual(
    changed.map((p) => p.path),
    [],
  );
  assert.deepEqual(consoleErrors, []);
});

test('a Word table pasted into a notice reaches the visitor as a table with header cells and no pasted fonts', async () => {
  const staff = await makeUser({ role: 'content' });
  const { page, consoleErrors } = await e2e.newPage();
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password);
  await page.goto('/admin/boards/content/create?boardEnName=notice');
  const editor = page.locator('.ProseMirror');
  await editor.waitFor();
  await page.getByRole('textbox', { name: '제목' }).fill('2026학년도 장학 안내 (붙여 넣기)');
  await editor.click();
  const html = readFileSync(join(process.cwd(), 'admin/src/editor/fixtures/word-table.html'), 'utf8');
  await editor.evaluate((el, clip) => {
    const data = new DataTransfer();
    data.setData('text/html', clip);
    data.setData('text/plain', '장학 안내');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
  await editor.locator('th', { hasText: '장학금' }).waitFor();
  const status = page.getByRole('status').filter({ hasText: '지웠습니다' });
  await status.waitFor();
  assert.match(
    (await status.textContent()) ?? '',
    /^붙여 넣은 내용에서 스크립트 1개, .*글꼴 지정 16곳.*을 지웠습니다\.$/,
  );
  assert.equal(await editor.locator('table th').count(), 3);
  await screenshot(page, 'admin-editor-word-paste-1440');
  assert.deepEqual(await axe(page), []);

  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);

  const visitor = await e2e.newPage(PHONE);
  await visitor.page.goto('/board/notice');
  await visitor.page.getByRole('link', { name: '2026학년도 장학 안내 (붙여 넣기)' }).first().click();
  const region = visitor.page.getByRole('region', { name: '표' });
  await region.waitFor();
  assert.deepEqual(
    await region.locator('th').allTextContents(),
    ['장학금', '대상', '혜택'],
    'the header row reaches the visitor as th cells',
  );
  assert.equal(await region.locator('td').count(), 6);
  const content = (await visitor.page.locator('.bd-content').innerHTML()).toLowerCase();
  assert.doesNotMatch(content, /font-family|font-size|mso|<font|style=|class="mso/);
  assert.match(content, /class="rt-color-1a56b0"/, 'a palette colour is kept');
  const fits = await visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, 'the table scrolls inside its box; the page does not scroll sideways at 375 px');
  await screenshot(visitor.page, 'public-post-word-table-375');
  assert.deepEqual(await axe(visitor.page), []);
  assert.deepEqual([...consoleErrors, ...visitor.consoleErrors], []);
});

test('a 한글 (HWP) clipboard reaches a post and a page as a header-row table, with no fonts and no red', () => {
  const clip = readFileSync(join(process.cwd(), 'admin/src/editor/fixtures/hwp-table.html'), 'utf8');
  for (const [kind, keepAlign, sanitize] of [
    ['post', true, sanitizeContent],
    ['page', false, sanitizePageHtml],
  ] as const) {
    const shown = scrollableTables(
      richTextWithoutStyles(sanitize(finishHtml(cleanPastedHtml(clip, { keepAlign }).html))),
    );
    assert.match(shown, /<div class="table-wrap" tabindex="0" role="region" aria-label="표"><table>/, kind);
    assert.equal((shown.match(/<th scope="col">/g) ?? []).length, 3, kind);
    assert.match(shown, /<tr><th scope="col">(<p[^>]*>)?<strong>구분<\/strong>/, kind);
    assert.doesNotMatch(shown, /style=|font|함초롬|HStyle|javascript|#ff0000/i, kind);
    assert.match(shown, /<span class="rt-color-b3261e">다음의 목적<\/span>/, kind);
  }
});

test('a two-row header (한글 and Word) reaches the public post as it was: both rows in thead, merged cells in place', async () => {
  const staff = await makeUser({ role: 'content' });
  const { page, consoleErrors } = await e2e.newPage();
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password);
  for (const [fixture, title, firstRow, secondRow, data] of [
    [
      'hwp-two-header-table.html',
      '학과별 모집 인원 (한글 붙여 넣기)',
      ['학과', '모집 인원', '비고'],
      ['전기', '후기'],
      ['15명', '10명'],
    ],
    [
      'word-two-header-table.html',
      '장학 감면율 (Word 붙여 넣기)',
      ['장학금', '감면율'],
      ['첫 학기', '다음 학기부터'],
      ['50%', '30%'],
    ],
  ] as const) {
    await page.goto('/admin/boards/content/create?boardEnName=notice');
    const editor = page.locator('.ProseMirror');
    await editor.waitFor();
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await editor.click();
    const html = readFileSync(join(process.cwd(), 'admin/src/editor/fixtures', fixture), 'utf8');
    await editor.evaluate((el, clip) => {
      const data = new DataTransfer();
      data.setData('text/html', clip);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
    await editor.locator('th', { hasText: secondRow[0] }).waitFor();
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);

    const visitor = await e2e.newPage(DESKTOP);
    await visitor.page.goto('/board/notice');
    await visitor.page.getByRole('link', { name: title }).first().click();
    const table = visitor.page.getByRole('region', { name: '표' }).locator('table');
    await table.waitFor();
    const headRows = table.locator('thead tr');
    assert.equal(await headRows.count(), 2, `${fixture}: both header rows in thead`);
    assert.deepEqual(await headRows.nth(0).locator('th').allTextContents(), firstRow);
    assert.deepEqual(await headRows.nth(1).locator('th').allTextContents(), secondRow);
    assert.equal(await table.locator('tbody th').count(), 0, `${fixture}: no header cell among the data rows`);
    // The merged cells keep the columns: each sub-header stands over its own data column.
    const x = async (loc: ReturnType<typeof table.locator>) => Math.round((await loc.boundingBox())!.x);
    const firstData = table.locator('tbody tr').first().locator('td');
    assert.equal(await x(headRows.nth(1).locator('th').nth(0)), await x(firstData.nth(1)), `${fixture}: ${data[0]}`);
    assert.equal(await x(headRows.nth(1).locator('th').nth(1)), await x(firstData.nth(2)), `${fixture}: ${data[1]}`);
    assert.deepEqual([await firstData.nth(1).textContent(), await firstData.nth(2).textContent()], [...data]);
    await screenshot(visitor.page, `public-post-${fixture.replace('.html', '')}-1440`);
    assert.deepEqual(await axe(visitor.page), []);
    assert.deepEqual(visitor.consoleErrors, []);
  }
  assert.deepEqual(consoleErrors, []);
});

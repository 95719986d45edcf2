// The public pages' CSP has no style-src 'unsafe-inline' and nothing on them needs it — no
// violation while a popup, a post with coloured and centred rich text, the calendar, the application and the
// China pages load; popup sizes come through CSSOM and rich-text styles through classes. /admin keeps its own CSP.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, testNowMs } from '../server/test/support.js';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let postId: number;
before(async () => {
  e2e = await startE2E();
  const token = await adminToken(e2e.app);
  const popup = await call(e2e.app, 'POST', '/api/popups', {
    token,
    body: {
      title: '정책 점검 팝업',
      body: '<p style="text-align:center">가운데 정렬 안내</p>',
      startAt: new Date(testNowMs() - 60_000).toISOString(),
      endAt: new Date(testNowMs() + 86_400_000).toISOString(),
      width: 360,
    },
  });
  assert.equal(popup.status, 201);
  const post = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'notice',
      title: '서식 있는 공지',
      content:
        '<p style="text-align:center">가운데</p><p><span style="color:#b3261e;background-color:#fff3cd">빨간 글씨</span></p>',
    },
  });
  assert.equal(post.status, 201);
  postId = post.body.id as number;
});
after(() => e2e.close());

test('the public CSP refuses inline styles; /admin has its own policy for MUI', async () => {
  for (const path of ['/', '/board/notice', '/receipt', '/china/info_1', '/nope']) {
    const csp = (await call(e2e.app, 'GET', path)).headers.get('content-security-policy') ?? '';
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.match(styleSrc, /^'self'/, path);
    assert.doesNotMatch(styleSrc, /unsafe-inline/, path);
  }
  const admin = (await call(e2e.app, 'GET', '/admin')).headers.get('content-security-policy') ?? '';
  assert.match(admin, /style-src 'self' 'unsafe-inline'/);
  assert.match(admin, /script-src 'self'(;|$)/);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`no CSP violation on the public pages at ${viewport.width} px; popup size and rich-text styles still apply`, async () => {
    const { page, consoleErrors } = await e2e.newPage(viewport);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '정책 점검 팝업' });
    await popup.waitFor();
    const width = await popup.evaluate((el) => el.getBoundingClientRect().width);
    if (viewport === DESKTOP) assert.equal(Math.round(width), 360, 'the popup has the width the admin set');
    else assert.equal(Math.round(width), viewport.width, 'a sheet across the phone');
    assert.equal(await popup.locator('.popup__html p').evaluate((p) => getComputedStyle(p).textAlign), 'center');
    await screenshot(page, `csp-home-popup-${viewport.width}`);
    await page.keyboard.press('Escape');

    await page.goto(`/board/notice/${postId}`);
    assert.equal(
      await page
        .locator('.bd-content p')
        .first()
        .evaluate((p) => getComputedStyle(p).textAlign),
      'center',
    );
    const red = page.locator('.bd-content span', { hasText: '빨간 글씨' });
    // The palette's red is drawn by its class (no inline style under this CSP); a background is not kept.
    assert.equal(await red.evaluate((s) => getComputedStyle(s).color), 'rgb(179, 38, 30)');
    assert.equal(await red.evaluate((s) => getComputedStyle(s).backgroundColor), 'rgba(0, 0, 0, 0)');
    assert.equal(await red.getAttribute('class'), 'rt-color-b3261e');
    assert.equal(await page.locator('.bd-content [style]').count(), 0, 'no inline style reaches the page');

    for (const path of ['/board/calendar', '/board/special_gallery']) {
      await page.goto(path);
      // The board pages' rules come with their stylesheet (/static/site-board.css).
      assert.equal(
        await page
          .locator('.bd')
          .first()
          .evaluate((el) => getComputedStyle(el).maxWidth),
        '1100px',
        path,
      );
    }
    for (const path of ['/receipt', '/receipt/china-mba/lookup']) {
      await page.goto(path);
      // The receipt pages' own <style> applies (allowed by its hash): a refused one has no rules.
      const rules = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body style')).map(
          (s) => (s as HTMLStyleElement).sheet?.cssRules.length ?? 0,
        ),
      );
      assert.ok(rules.length > 0 && rules.every((n) => n > 0), `${path}: ${rules.join(',')}`);
    }
    // JSON-LD is an inline data block, never run, so script-src does not apply: it is there and reads, unrefused.
    await page.goto('/china/info_4');
    const graphs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((el) =>
        (JSON.parse(el.textContent ?? '{}') as { '@graph'?: { '@type': string }[] })['@graph']?.map((n) => n['@type']),
      ),
    );
    assert.deepEqual(graphs, [['BreadcrumbList', 'Event']]);
    const violations = consoleErrors.filter((e) => /Content Security Policy/i.test(e));
    assert.deepEqual(violations, []);
  });
}

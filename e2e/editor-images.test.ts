// Staff paste HTML with an image on another host into the post editor: asked in Korean, the image is fetched by the
// server once and stored as our file (the visitor's page then shows /files/, never the other host); declined, it is
// taken out. The "other host" is a server this test runs on 127.0.0.1, the one origin the test app may import from.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { makeUser } from '../server/test/support.js';
import { loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let remote: http.Server;
let origin: string;
const requests: string[] = [];

before(async () => {
  const png = await sharp({ create: { width: 360, height: 220, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  remote = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/campus.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  e2e = await startE2E({ seed: false, imageImport: { allowedTestOrigins: [origin] } });
});
after(async () => {
  await e2e.close();
  remote.closeAllConnections();
  await new Promise((r) => remote.close(r));
});

/** A paste of `html` as the browser delivers one (ProseMirror reads the event's clipboard data). */
function pasteHtml(el: Element, html: string): void {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', 'x');
  el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

test('a pasted external image is stored as our file with consent, and taken out without it', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage();
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/boards/content/create?boardEnName=notice');
  const editor = page.locator('.ProseMirror');
  await editor.waitFor();
  await page.getByRole('textbox', { name: '제목' }).fill('외부 이미지를 붙여 넣은 공지');
  await editor.click();

  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  const html = `<p>캠퍼스 사진</p><p><img src="${origin}/campus.png" alt="캠퍼스 전경"></p>`;
  await editor.evaluate(pasteHtml, html);
  await editor.locator('img[src^="/files/"]').waitFor();
  assert.match(asked[0] ?? '', /^외부 이미지 1개를 학교 서버에 저장해 게시합니다\. 저장할까요\?/);
  assert.equal(await editor.locator(`img[src^="${origin}"]`).count(), 0);
  assert.equal(await editor.locator('img[src^="/files/"]').getAttribute('alt'), '캠퍼스 전경');
  assert.deepEqual(requests, ['/campus.png'], 'fetched once, by the server');
  await screenshot(page, 'admin-editor-imported-image-1440');

  // Declined: the image is taken out and nothing is fetched.
  page.once('dialog', (d) => void d.dismiss());
  await editor.evaluate(pasteHtml, `<p>거절</p><p><img src="${origin}/other.png" alt="다른 사진"></p>`);
  await editor.getByText('거절').waitFor();
  await page.waitForFunction(() => !document.querySelector('.ProseMirror img[alt="다른 사진"]'));
  assert.deepEqual(requests, ['/campus.png']);

  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
  await page.goto('/board/notice');
  await page.getByRole('link', { name: '외부 이미지를 붙여 넣은 공지' }).first().click();
  const shown = page.locator('.bd-content img');
  await shown.waitFor();
  assert.match((await shown.getAttribute('src')) ?? '', /^\/files\/\d+\//);
  // The element shows before its bytes have arrived: wait for the load (or its failure), then check it drew.
  const loaded = await shown.evaluate((img: HTMLImageElement) =>
    img.complete
      ? img.naturalWidth > 0
      : new Promise<boolean>((resolve) => {
          img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
          img.addEventListener('error', () => resolve(false), { once: true });
        }),
  );
  assert.ok(loaded, 'the image loads');
  await screenshot(page, 'public-post-imported-image-1440');
  assert.deepEqual(requests, ['/campus.png'], "the visitor's browser never called the other host");
  // The pasted image showed for a moment before its import: the admin's CSP blocked its load (that report is the
  // only console error allowed), which is why the other host saw only the server's one request.
  assert.deepEqual(
    consoleErrors.filter((e) => !/^Loading the image 'http:\/\/127\.0\.0\.1:\d+\/[a-z]+\.png' violates/.test(e)),
    [],
  );
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { StoredFile } from '../../db/models/index.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../test/support.js';
import { jpegBytes, pdfBytes, pngBytes, upload } from '../test/upload.js';
import { cleanFileName } from './store.js';
import { contentDisposition } from './send.js';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
});
after(() => app.close());

describe('POST /api/files', () => {
  test('401 without a token, 403 for a non-admin, 400 without a file or with a bad purpose', async () => {
    assert.equal((await upload(app, undefined, [{ name: 'a.pdf', bytes: pdfBytes() }])).status, 401);
    const user = (await login(app, await makeUser())).token;
    assert.equal((await upload(app, user, [{ name: 'a.pdf', bytes: pdfBytes() }])).status, 403);
    assert.equal((await upload(app, admin, [])).status, 400);
    assert.equal((await upload(app, admin, [{ name: 'a.pdf', bytes: pdfBytes() }], 'script')).status, 400);
    const json = await call(app, 'POST', '/api/files', { token: admin, body: { file: 'x' } });
    assert.equal(json.status, 400);
  });

  test('stores a Korean-named PDF and an image (thumbnail made, EXIF-free JPEG), unattached', async () => {
    const pdf = await upload(app, admin, [{ name: '입학 안내(최종).pdf', bytes: pdfBytes() }]);
    assert.equal(pdf.status, 201);
    assert.equal(pdf.body.name, '입학 안내(최종).pdf');
    assert.equal(pdf.body.mime, 'application/pdf');
    assert.equal(pdf.body.thumbUrl, null);
    const img = await upload(app, admin, [{ name: '행사 사진.jpg', bytes: await jpegBytes(900, 600) }], 'image');
    assert.equal(img.status, 201);
    assert.equal(img.body.width, 900);
    const thumb = await fetch(app.baseUrl + img.body.thumbUrl);
    assert.equal(thumb.status, 200);
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
    const row = await StoredFile.findByPk(img.body.id);
    assert.equal(row?.ownerId, null);
  });

  test('content is sniffed: a renamed executable, HTML or SVG is refused, and nothing is stored', async () => {
    const count = await StoredFile.count();
    const cases = [
      { name: 'report.pdf', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 fake exe') },
      { name: 'page.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'evil.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
      { name: 'run.exe', bytes: Buffer.from('MZ') },
      { name: 'photo.png', bytes: pdfBytes() },
      { name: 'noext', bytes: pdfBytes() },
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    ];
    for (const c of cases) {
      const r = await upload(app, admin, [c]);
      assert.equal(r.status, 400, c.name);
      assert.match(r.body.errorMessage, /[가-힣]/);
    }
    // One bad file among good ones: none of them is kept.
    const mixed = await upload(app, admin, [
      { name: '좋은.pdf', bytes: pdfBytes() },
      { name: 'bad.pdf', bytes: Buffer.from('not a pdf') },
    ]);
    assert.equal(mixed.status, 400);
    assert.equal(await StoredFile.count(), count);
  });

  test('hostile file names are cleaned: no path, no control characters, NFC', async () => {
    const r = await upload(app, admin, [{ name: '../../etc/passwd.pdf', bytes: pdfBytes() }]);
    assert.equal(r.status, 201);
    assert.equal(r.body.name, 'passwd.pdf');
    assert.equal(cleanFileName('..\\..\\windows\\system.ini.pdf'), 'system.ini.pdf');
    assert.equal(cleanFileName('a\u0000b\r\n"c".pdf'), 'abc.pdf');
    assert.equal(cleanFileName('\u1112\u1161\u11ab.pdf'), '한.pdf');
    assert.equal(cleanFileName('...'), 'file');
    assert.ok(cleanFileName(`${'가'.repeat(400)}.pdf`).endsWith('.pdf'));
    assert.equal(
      contentDisposition('attachment', '한글 "이름".pdf'),
      `attachment; filename="__ ____.pdf"; filename*=UTF-8''%ED%95%9C%EA%B8%80%20%22%EC%9D%B4%EB%A6%84%22.pdf`,
    );
  });
});

describe('POST /api/files with a broken multipart body', () => {
  test('no boundary, a cut-off body, a malformed part header → 400 in Korean; nothing stored', async () => {
    const before = await StoredFile.count();
    const cases: [string, string][] = [
      ['multipart/form-data', 'garbage'],
      [
        'multipart/form-data; boundary=z',
        '--z\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
      ],
      [
        'multipart/form-data; boundary=z',
        '--z\r\nContent-Disposition: form-data; name="file"; filename="a\u0001.pdf"\r\n\r\n%PDF-1.4\r\n--z--\r\n',
      ],
    ];
    for (const [type, raw] of cases) {
      const res = await call(app, 'POST', '/api/files', { token: admin, raw, headers: { 'content-type': type } });
      assert.equal(res.status, 400, raw.slice(0, 40));
      assert.equal(
        res.body.errorMessage,
        '파일 업로드 요청(multipart/form-data)의 형식이 올바르지 않습니다. 파일을 다시 선택해 보내주세요.',
      );
    }
    assert.equal(await StoredFile.count(), before);
  });
});

describe('GET /files/:id', () => {
  test('an unattached image is public, an unattached document is not; ETag gives 304; bad ids are 400/404', async () => {
    const img = await upload(app, admin, [{ name: '그림.png', bytes: await pngBytes() }], 'image');
    const doc = await upload(app, admin, [{ name: '문서.pdf', bytes: pdfBytes() }]);
    const r = await fetch(app.baseUrl + img.body.url);
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
    assert.match(r.headers.get('content-security-policy') ?? '', /sandbox/);
    const etag = r.headers.get('etag') ?? '';
    assert.equal((await fetch(app.baseUrl + img.body.url, { headers: { 'if-none-match': etag } })).status, 304);
    assert.equal((await fetch(app.baseUrl + doc.body.url)).status, 404);
    assert.equal((await fetch(`${app.baseUrl}/files/abc/x`)).status, 400);
    assert.equal((await fetch(`${app.baseUrl}/files/99999999/x`)).status, 404);
  });
});

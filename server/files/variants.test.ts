// GET /files/:id/w/:width: an uploaded image resized once into file_variants, AVIF or WebP by the Accept header,
// only at the widths domain/image-variants.ts lists; and the srcset the pages build from the same list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import sharp from 'sharp';
import { responsiveImage, variantWidths } from '../../domain/image-variants.js';
import { adminToken, startTestApp, type TestApp } from '../test/support.js';
import { jpegBytes, pdfBytes, pngBytes, upload } from '../test/upload.js';
import { variantFormat } from './variants.js';

let app: TestApp;
let admin: string;
let imageId: number;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  const img = await upload(app, admin, [{ name: '입학식.png', bytes: await pngBytes(1000, 750) }], 'image');
  assert.equal(img.status, 201);
  imageId = img.body.id as number;
});
after(() => app.close());

const get = (path: string, accept?: string, etag?: string) =>
  fetch(app.baseUrl + path, {
    headers: { ...(accept ? { accept } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
  });
const stored = async () =>
  (
    await app.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM file_variants WHERE file_id = $id', {
      type: QueryTypes.SELECT,
      bind: { id: imageId },
    })
  )[0]!.n;

test('variantFormat: AVIF only when the browser names it (not with q=0), else WebP', () => {
  assert.equal(variantFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8'), 'avif');
  assert.equal(variantFormat('image/webp,*/*'), 'webp');
  assert.equal(variantFormat('*/*'), 'webp');
  assert.equal(variantFormat(undefined), 'webp');
  assert.equal(variantFormat('image/avif;q=0, image/webp'), 'webp');
});

test('the widths: the standard ones below the image, then its own; srcset, a middle src, width and height', () => {
  assert.deepEqual(variantWidths(1000), [320, 480, 640, 960, 1000]);
  assert.deepEqual(variantWidths(200), [200]);
  const a = responsiveImage({ id: 7, width: 1000, height: 750 }, '50vw');
  assert.equal(a.src, '/files/7/w/640');
  assert.equal(
    a.srcset,
    '/files/7/w/320 320w,/files/7/w/480 480w,/files/7/w/640 640w,/files/7/w/960 960w,/files/7/w/1000 1000w',
  );
  assert.deepEqual([a.sizes, a.width, a.height], ['50vw', 1000, 750]);
});

test('a Chromium Accept header gets AVIF at the asked width, made once and then read from file_variants', async () => {
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const res = await get(`/files/${imageId}/w/640`, chrome);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/avif');
  assert.match(res.headers.get('vary') ?? '', /Accept/i);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['heif', 640, 480]);
  assert.equal(await stored(), 1);
  const again = await get(`/files/${imageId}/w/640`, chrome);
  assert.equal(again.status, 200);
  assert.equal(await stored(), 1, 'the second request is served from the table');
  const etag = again.headers.get('etag')!;
  assert.equal((await get(`/files/${imageId}/w/640`, chrome, etag)).status, 304);
});

test('without AVIF in Accept: WebP; its own width is offered, never enlarged', async () => {
  const res = await get(`/files/${imageId}/w/1000`, 'image/webp,*/*');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/webp');
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  assert.deepEqual([meta.format, meta.width], ['webp', 1000]);
});

test('a width not offered for this image, a document or an unknown file: a Korean 404', async () => {
  for (const w of ['700', '1280', '0', 'abc', '99999999']) {
    const res = await get(`/files/${imageId}/w/${w}`);
    assert.equal(res.status, 404, w);
    // Outside /api an error is the site's error page, in Korean.
    assert.match(await res.text(), /<title>페이지를 찾을 수 없습니다/, w);
  }
  const pdf = await upload(app, admin, [{ name: '안내.pdf', bytes: pdfBytes() }]);
  assert.equal((await get(`/files/${pdf.body.id}/w/320`)).status, 404);
  assert.equal((await get('/files/999999/w/320')).status, 404);
});

test('a photo turned by its EXIF orientation is stored with its sides as shown', async () => {
  const turned = await sharp(await jpegBytes(300, 200))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const img = await upload(app, admin, [{ name: '세로 사진.jpg', bytes: turned }], 'image');
  assert.equal(img.status, 201);
  assert.deepEqual([img.body.width, img.body.height], [200, 300]);
});

// The images of a post's text: srcset/sizes and their own width/height, lazy after the first, the author's size kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { richTextImageIds, richTextImages } from './rich-text-images.js';

const html =
  '<p><img src="/files/5/%EC%9E%85%ED%95%99%EC%8B%9D.jpg" alt="입학식" /></p>' +
  '<p><img src="/files/6/b.png" alt="둘째" width="300" /></p>' +
  '<p><img src="https://example.com/x.png" alt="밖" /></p>' +
  '<p><img src="/files/7/unknown.png" alt="모름" /></p>';
const images = new Map([
  [5, { id: 5, width: 1000, height: 750 }],
  [6, { id: 6, width: 400, height: 300 }],
]);

test('the stored images of a text are found by id, once each', () => {
  assert.deepEqual(richTextImageIds(html + html), [5, 6, 7]);
});

test('our images get srcset, sizes, their size and lazy loading after the first; others stay as written', () => {
  const out = richTextImages(html, images, '100vw');
  assert.match(
    out,
    /<img src="\/files\/5\/w\/640" srcset="\/files\/5\/w\/320 320w,[^"]*\/files\/5\/w\/1000 1000w" sizes="100vw" width="1000" height="750" alt="입학식" decoding="async" \/>/,
  );
  // The author's width stays (no second width); the second image is lazy.
  assert.match(
    out,
    /<img src="\/files\/6\/w\/400" srcset="[^"]+" sizes="100vw" alt="둘째" width="300" loading="lazy" decoding="async" \/>/,
  );
  assert.match(out, /<img src="https:\/\/example.com\/x.png" alt="밖" \/>/);
  assert.match(out, /<img src="\/files\/7\/unknown.png" alt="모름" \/>/);
});

// The image rule both HTML policies share: our own /files/<id> images stay, another host's image refuses the save
// with a Korean 400 naming the field (the CSP would block it for every visitor), other non-images are dropped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../http/errors.js';
import { sanitizePageHtml } from './page-policy.js';
import { isExternalImageSrc } from '../../domain/external-image.js';
import { sanitizeContent } from './sanitize.js';

const OWN = '<p><img src="/files/12/%EC%82%AC%EC%A7%84.png" alt="사진"></p>';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    assert.ok(err instanceof HttpError);
    return err;
  }
  assert.fail('the body was accepted');
}

for (const [name, sanitize] of [
  ['posts and popups', sanitizeContent],
  ['pages', sanitizePageHtml],
] as const) {
  test(`${name}: our own /files/ images are kept as they are`, () => {
    assert.match(sanitize(OWN), /^<p><img src="\/files\/12\/%EC%82%AC%EC%A7%84\.png" alt="사진" ?\/?><\/p>$/);
    assert.match(sanitize('<p><img src="/files/7" alt="a"></p>'), /<img src="\/files\/7" alt="a"/);
  });

  test(`${name}: an image on another host refuses the save with a Korean 400 naming the field and the count`, () => {
    for (const src of [
      'https://cdn.example/a.png',
      'http://tracker.example/a.png',
      '//cdn.example/a.png',
      'HTTPS://CDN.EXAMPLE/A.PNG',
      '&#104;ttps://cdn.example/a.png',
      ' https://cdn.example/a.png',
    ]) {
      const err = refusal(() =>
        sanitize(`${OWN}<p><img src="${src}" alt="밖"><img src="https://b.example/b.gif"></p>`),
      );
      assert.equal(err.status, 400, src);
      assert.match(
        err.message,
        /^본문: 다른 사이트의 이미지 2개\(.+\)는 넣을 수 없습니다\. 편집기에서 학교 서버에/,
        src,
      );
      assert.ok(err.errors?.content, src);
    }
    const popup = refusal(() => sanitize('<img src="https://cdn.example/a.png">', { key: 'body', label: '본문' }));
    assert.deepEqual(Object.keys(popup.errors ?? {}), ['body']);
  });

  test(`${name}: images that are neither ours nor another host's are dropped, as before`, () => {
    const out = sanitize('<p>글<img src="data:image/png;base64,AAAA"><img src="/static/x.png"><img src="x"><img></p>');
    assert.equal(out, '<p>글</p>');
  });

  test(`${name}: links to other sites stay (only images are held to our files)`, () => {
    assert.match(
      sanitize('<p><a href="https://example.com/a.png">그림 보기</a></p>'),
      /href="https:\/\/example.com\/a.png"/,
    );
  });
}

test('isExternalImageSrc: another host whatever the case, whitespace or scheme-relative form; never our paths', () => {
  for (const src of ['https://a.example/x', 'http://a.example/x', '//a.example/x', 'ht\ttps://a.example', ' HTTP://A'])
    assert.equal(isExternalImageSrc(src), true, src);
  for (const src of ['/files/1/a.png', 'data:image/png;base64,AA', 'x.png', '/x//y'])
    assert.equal(isExternalImageSrc(src), false, src);
});

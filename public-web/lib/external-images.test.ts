import assert from 'node:assert/strict';
import { test } from 'node:test';
import { externalImagesAsLinks } from './external-images.js';

test('a stored image on another host becomes a link named by its alt text or host; our files stay images', () => {
  const html =
    '<p><img src="https://cdn.example/a.png?x=1&amp;y=2" alt="입학식 사진" /></p>' +
    '<p><img src="//cdn.example/b.png" width="30" /></p>' +
    '<p><img src="http://old.example/c.gif" alt="" /></p>' +
    '<p><img src="/files/5/a.png" alt="우리 파일" /></p>';
  assert.equal(
    externalImagesAsLinks(html),
    '<p><a href="https://cdn.example/a.png?x=1&amp;y=2" rel="noopener noreferrer nofollow">이미지: 입학식 사진</a></p>' +
      '<p><a href="//cdn.example/b.png" rel="noopener noreferrer nofollow">이미지: cdn.example</a></p>' +
      '<p><a href="http://old.example/c.gif" rel="noopener noreferrer nofollow">이미지: old.example</a></p>' +
      '<p><img src="/files/5/a.png" alt="우리 파일" /></p>',
  );
});

test('text without images is returned as it is; a data-src attribute is not the src', () => {
  assert.equal(externalImagesAsLinks('<p>https://cdn.example/a.png</p>'), '<p>https://cdn.example/a.png</p>');
  const ours = '<img data-src="https://cdn.example/a.png" src="/files/1/a.png" />';
  assert.equal(externalImagesAsLinks(ours), ours);
});

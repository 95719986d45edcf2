// What the one editor makes is what the policies keep: tables with a caption, header cells with their scope and
// merged cells; a palette colour; and nothing else of colour (a pasted red or grey under AA, a background).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeLetterHtml } from './letter-policy.js';
import { sanitizePageHtml } from './page-policy.js';
import { sanitizeContent } from './sanitize.js';

const TABLE =
  '<table><caption>장학금</caption><thead><tr><th scope="col">종류</th><th scope="col">혜택</th></tr></thead>' +
  '<tbody><tr><th scope="row">입학</th><td colspan="2">50%</td></tr><tr><td rowspan="2"><p>a</p></td></tr></tbody></table>';

for (const [name, sanitize] of [
  ['posts, popups and answers', sanitizeContent],
  ['pages and the privacy policy', sanitizePageHtml],
  ['result letters', sanitizeLetterHtml],
] as const) {
  test(`${name}: an editor table is kept whole`, () => {
    assert.equal(sanitize(TABLE), TABLE);
  });
}

for (const [name, sanitize] of [
  ['posts, popups and answers', sanitizeContent],
  ['pages and the privacy policy', sanitizePageHtml],
] as const) {
  test(`${name}: palette colours stay, other colours and backgrounds go`, () => {
    assert.equal(
      sanitize('<p><span style="color: #b3261e">빨강</span></p>'),
      '<p><span style="color:#b3261e">빨강</span></p>',
    );
    assert.equal(sanitize('<p><span style="color: #ff0000">red</span></p>'), '<p><span>red</span></p>');
    assert.equal(
      sanitize('<p><span style="color: #999; background-color: yellow">grey</span></p>'),
      '<p><span>grey</span></p>',
    );
  });
}

test('posts keep alignment; pages have none', () => {
  assert.equal(sanitizeContent('<p style="text-align: center">가운데</p>'), '<p style="text-align:center">가운데</p>');
  assert.equal(sanitizePageHtml('<p style="text-align: center">가운데</p>'), '<p>가운데</p>');
});

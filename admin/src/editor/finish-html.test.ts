// The editor's HTML stored as page bodies are written: header rows in <thead>, bare text in cells and items,
// attributes in the site's order, colours as the palette's #rrggbb.
import assert from 'node:assert/strict';
import test from 'node:test';
import { finishHtml } from './finish-html';

test('header rows move to thead, lone paragraphs in cells and items unwrap, attributes keep the site order', () => {
  assert.equal(
    finishHtml(
      '<div role="region" tabindex="0" class="table-wrap" aria-label="t"><table class="data-table"><caption contenteditable="false">c</caption>' +
        '<tbody><tr><th scope="col"><p>a</p></th></tr><tr><td><p>1</p><p>2</p></td></tr></tbody></table></div>' +
        '<ul><li><p>x</p></li></ul>',
    ),
    '<div class="table-wrap" tabindex="0" role="region" aria-label="t"><table class="data-table"><caption>c</caption>' +
      '<thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td><p>1</p><p>2</p></td></tr></tbody></table></div>' +
      '<ul><li>x</li></ul>',
  );
});

test('a colour the browser wrote as rgb() is the palette hex again; others and stray declarations go', () => {
  assert.equal(
    finishHtml(
      '<p style="text-align: center;"><span style="color: rgb(26, 86, 176);">a</span><span style="color: red">b</span></p>',
    ),
    '<p style="text-align: center"><span style="color: #1a56b0">a</span><span>b</span></p>',
  );
});

test('two header rows go into <thead> together, with their merged cells', () => {
  const out = finishHtml(
    '<div class="table-wrap"><table><tbody>' +
      '<tr><th rowspan="2" scope="col"><p>학과</p></th><th colspan="2" scope="col"><p>모집 인원</p></th></tr>' +
      '<tr><th scope="col"><p>전기</p></th><th scope="col"><p>후기</p></th></tr>' +
      '<tr><td><p>창업경영학과</p></td><td><p>15명</p></td><td><p>10명</p></td></tr>' +
      '</tbody></table></div>',
  );
  assert.match(
    out,
    /<thead><tr><th scope="col" rowspan="2">학과<\/th><th scope="col" colspan="2">모집 인원<\/th><\/tr><tr><th scope="col">전기<\/th><th scope="col">후기<\/th><\/tr><\/thead><tbody><tr><td>창업경영학과<\/td>/,
  );
});

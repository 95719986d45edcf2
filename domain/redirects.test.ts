// The shared rules of 리디렉션 관리: an old address keyed the same in every spelling (a whole URL on the old host
// included), what a target may be, and the old lists' parameters in our list's words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redirectKey } from './redirect-key.js';
import { carriedQuery, fromProblem, targetProblem, withCarried } from './redirects.js';

test('a whole old URL, protocol-relative or not, is keyed by its path and identity parameters', () => {
  const key = '/bbs/board.php?bo_table=notice&wr_id=31';
  for (const spelling of [
    'https://www.old.ac.kr/bbs/board.php?bo_table=notice&wr_id=31',
    'http://old.ac.kr/bbs/board.php?wr_id=31&amp;bo_table=notice&PHPSESSID=x',
    '//old.ac.kr/bbs/board.php?bo_table=notice&wr_id=31#c_4',
    ' /bbs/board.php?bo_table=notice&wr_id=31&sfl=wr_subject ',
  ])
    assert.equal(redirectKey(spelling).key, key, spelling);
  assert.deepEqual(
    redirectKey('/bbs/view_image.php?fn=a.jpg&bo_table=gallery').key,
    '/bbs/view_image.php?bo_table=gallery&fn=a.jpg',
  );
});

test("the old lists' parameters become ours, in our list's order", () => {
  assert.equal(
    carriedQuery({ page: '3', sca: '학사', stx: '장학', sfl: 'wr_subject||wr_content' }),
    new URLSearchParams({ category: '학사', q: '장학', page: '3' }).toString(),
  );
  assert.equal(
    carriedQuery({ search_keyword: '면접', search_target: 'nick_name' }),
    'field=author&q=%EB%A9%B4%EC%A0%91',
  );
  assert.equal(carriedQuery({ page: '1', sfl: 'wr_name,1' }), '');
  assert.equal(withCarried('/board/notice#top', { page: '2' }), '/board/notice?page=2#top');
  assert.equal(withCarried('/board/notice?category=a', { page: '2' }), '/board/notice?category=a&page=2');
  assert.equal(withCarried('https://other.example/x', { page: '2' }), 'https://other.example/x');
});

test('targets: a path here or https, nothing a browser reads as script or another host', () => {
  assert.equal(targetProblem('/board/notice/3#c_1'), null);
  assert.equal(targetProblem('https://www.kosmes.or.kr/'), null);
  for (const bad of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '//evil.example',
    '/\\evil',
    'http://a.example',
    'data:text/html,x',
    'https://user:pw@a.example/',
    ' /x',
  ])
    assert.ok(targetProblem(bad), bad);
  assert.equal(fromProblem('/bbs/board.php?bo_table=notice'), null);
  assert.equal(fromProblem('https://old.ac.kr/notice/3'), null);
  for (const bad of ['notice/3', '/api/posts', '/admin', '/', '/index.php?PHPSESSID=1', '/x\n/y'])
    assert.ok(fromProblem(bad), bad);
});

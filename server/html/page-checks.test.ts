// The authoring checks of page bodies: what refuses a publish, what only warns, and that every seeded page passes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seedPages } from '../../db/seed/pages-2026.js';
import { checkPageContent, ordinal } from './page-checks.js';

const codes = (list: { code: string }[]) => list.map((c) => c.code);

test('an image without alternative text is an error naming which image and KWCAG 5.1.1', () => {
  const r = checkPageContent(
    '<p><img src="/files/1" alt="원장 사진"></p><p><img src="/files/2" alt=" "><img src="/files/3"></p>',
  );
  assert.deepEqual(codes(r.errors), ['img-alt', 'img-alt']);
  assert.match(r.errors[0].message, /^두 번째 이미지에 대체 텍스트가 없습니다\. \(5\.1\.1 적절한 대체 텍스트 제공\)$/);
  assert.match(r.errors[1].message, /^세 번째 이미지/);
});

test('a table without a header cell is an error (KWCAG 5.3.1); one with th passes', () => {
  const ok = '<table><caption>교과과정</caption><tr><th scope="col">과목</th></tr><tr><td>회계</td></tr></table>';
  const bad = '<table><tr><td>과목</td></tr></table>';
  const r = checkPageContent(ok + bad);
  assert.deepEqual(codes(r.errors), ['table-header']);
  assert.match(r.errors[0].message, /^두 번째 표에 제목 셀\(th\)이 없습니다\. \(5\.3\.1 표의 구성\)$/);
});

test('skipped heading levels, vague link texts and empty paragraphs are warnings, not errors', () => {
  const r = checkPageContent(
    '<h2>학과 소개</h2><h4>교과과정</h4><p>신청은 <a href="/apply">여기</a>에서</p><p><a href="/x">클릭</a></p>' +
      '<p> </p><p><br></p><p>&nbsp;</p><p><a href="/entrance/recruit">2026학년도 모집요강 보기</a></p>',
  );
  assert.deepEqual(r.errors, []);
  assert.deepEqual(codes(r.warnings), ['heading-skip', 'link-text', 'link-text', 'empty-paragraph']);
  assert.match(r.warnings[0].message, /"교과과정".*h2 다음에 h4.*6\.4\.2 제목 제공/);
  assert.match(r.warnings[1].message, /"여기".*6\.4\.3 적절한 링크 텍스트/);
  assert.match(r.warnings[3].message, /빈 문단 3개.*5\.3\.2/);
});

test('a body starting at h3 skips h2 (the page title is the h1)', () => {
  assert.deepEqual(codes(checkPageContent('<h3>개요</h3>').warnings), ['heading-skip']);
  assert.deepEqual(checkPageContent('<h2>개요</h2><h3>세부</h3><h2>다음</h2><h3>세부</h3>').warnings, []);
});

test('every seeded page passes the checks', () => {
  for (const p of seedPages) assert.deepEqual(checkPageContent(p.content), { errors: [], warnings: [] }, p.path);
});

test('Korean ordinals', () => {
  assert.deepEqual([1, 2, 3, 10, 11].map(ordinal), ['첫 번째', '두 번째', '세 번째', '열 번째', '11번째']);
});

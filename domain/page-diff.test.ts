// The comparison of two page versions: a changed table cell is one changed row, added and removed lines stand alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffVersions, versionLines } from './page-diff.js';

const v = (content: string, title = '학과 소개') => ({ title, summary: null, description: null, content });

test('the body is compared block by block after the title, lead and description', () => {
  assert.deepEqual(versionLines(v('<section><h2>교과과정</h2><p>하나</p></section>')), [
    '제목: 학과 소개',
    '요약: ',
    '검색엔진 설명: ',
    '<section><h2>교과과정</h2>',
    '<p>하나</p>',
    '</section>',
  ]);
});

test('a changed cell is one changed row; an added paragraph is an added row; the rest is the same', () => {
  const table = (cell: string) => `<table><tr><th>과목</th></tr><tr><td>${cell}</td></tr></table>`;
  const rows = diffVersions(v(table('회계원리')), v(`${table('재무회계')}<p>새 문단</p>`, '학과 소개 (개정)'));
  const changed = rows.filter((r) => r.kind !== 'same');
  assert.deepEqual(changed, [
    { left: '제목: 학과 소개', right: '제목: 학과 소개 (개정)', kind: 'changed' },
    { left: '<tr><td>회계원리</td></tr>', right: '<tr><td>재무회계</td></tr>', kind: 'changed' },
    { left: null, right: '<p>새 문단</p>', kind: 'added' },
  ]);
  assert.equal(rows.filter((r) => r.kind === 'same').length, rows.length - 3);
});

test('a removed line is on the left only', () => {
  const rows = diffVersions(v('<p>가</p><p>나</p>'), v('<p>가</p>'));
  assert.deepEqual(rows.at(-1), { left: '<p>나</p>', right: null, kind: 'removed' });
});

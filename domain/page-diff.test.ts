// The comparison of two versions as text: no tags and no data-widget, blocks matched, words marked inside a changed
// block (Korean included), a deleted block and an unrelated new one not paired as one change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffVersions, htmlBlocks, versionBlocks } from './page-diff.js';

const v = (content: string, title = '학과 소개') => ({ title, summary: null, description: null, content });
const marked = (parts: { value: string; added?: boolean; removed?: boolean }[]) =>
  parts.map((p) => (p.added ? `<ins>${p.value}</ins>` : p.removed ? `<del>${p.value}</del>` : p.value)).join('');

test('a version reads as the text a visitor sees: no tags, widgets by their Korean names, cells apart', () => {
  assert.deepEqual(
    htmlBlocks(
      '<section class="content-section"><h2>교과과정</h2><p><span data-widget="setting" data-key="schoolName"></span> 원장 <strong>박성호</strong></p>' +
        '<div data-widget="contact-card"></div><table><tr><th scope="row">회계&amp;재무</th><td>3학점</td></tr></table>' +
        '<p><img src="/files/3" alt="캠퍼스 전경"></p></section>',
    ),
    [
      '교과과정',
      '[자동: 대학원 이름] 원장 박성호',
      '[자동: 주소·연락처 카드 (사이트 설정)]',
      '회계&재무 | 3학점',
      '[그림: 캠퍼스 전경]',
    ],
  );
  assert.deepEqual(versionBlocks({ title: '공지', content: '<p>하나<br>둘</p>' }), ['제목: 공지', '하나', '둘']);
  assert.deepEqual(versionBlocks(v('<p>가</p>')).slice(0, 3), ['제목: 학과 소개', '요약: ', '검색엔진 설명: ']);
});

test('a changed block marks the words that went and came, Korean 어절 and digits apart', () => {
  const rows = diffVersions(
    v('<p>수업 연한은 2년이며 평일 야간에 수업합니다.</p><p>그대로인 문단</p>'),
    v('<p>수업 연한은 3년이며 토요일 주간에 수업합니다.</p><p>그대로인 문단</p>', '학과 소개 (개정)'),
  );
  const changed = rows.filter((r) => r.kind !== 'same');
  assert.deepEqual(
    changed.map((r) => [r.kind, marked(r.parts)]),
    [
      ['changed', '제목: 학과 소개 <ins>(개정)</ins>'],
      [
        'changed',
        '수업 연한은 <del>2</del><ins>3</ins>년이며 <del>평일 야간에</del><ins>토요일 주간에</ins> 수업합니다.',
      ],
    ],
  );
  for (const r of rows) assert.doesNotMatch(marked(r.parts), /<p>|data-widget/);
});

test('a deleted paragraph and an unrelated new one are a removal and an addition, not one change', () => {
  const rows = diffVersions(
    v('<p>가</p><p>입학설명회는 10월에 열립니다.</p>'),
    v('<p>가</p><p>장학금 신청 기간이 바뀌었습니다.</p>'),
  );
  assert.deepEqual(
    rows.filter((r) => r.kind !== 'same').map((r) => [r.kind, marked(r.parts)]),
    [
      ['removed', '<del>입학설명회는 10월에 열립니다.</del>'],
      ['added', '<ins>장학금 신청 기간이 바뀌었습니다.</ins>'],
    ],
  );
  assert.deepEqual(diffVersions(v('<p>가</p><p>나</p>'), v('<p>가</p>')).at(-1), {
    kind: 'removed',
    left: '나',
    right: null,
    parts: [{ value: '나', removed: true }],
  });
});

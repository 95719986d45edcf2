// Clipboard HTML as 한글 (HWP) and Word put it on the clipboard: fonts, sizes, foreign classes, office markup and
// colours outside the palette go, tables keep their header rows (th) and the words say what was removed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { cleanPastedHtml, removalMessage } from './paste-clean';

// Tests run from a bundle elsewhere: the fixtures are found from the checkout's root.
const fixture = (name: string) => readFileSync(join(process.cwd(), 'admin/src/editor/fixtures', name), 'utf8');

test('a Word paste keeps headings, links, palette colours and a table with its header row', () => {
  const { html, removed } = cleanPastedHtml(fixture('word-table.html'));
  assert.doesNotMatch(html, /Mso|mso-|font-family|font-size|<o:p|<span lang|class=|onclick|<script|file:/);
  assert.match(html, /^<h2>2026학년도 장학 안내<\/h2>/);
  assert.match(html, /<a href="https:\/\/gsb\.example\.ac\.kr\/board\/notice">공지사항<\/a>/);
  assert.match(html, /<span style="color: #1a56b0">학과 사무실로 문의하세요\.<\/span>\(참고\)/);
  assert.match(html, /<tr><th scope="col">.*장학금.*<\/th><th scope="col">.*대상.*<\/th><th scope="col">.*혜택/s);
  assert.equal((html.match(/<th /g) ?? []).length, 3);
  assert.equal((html.match(/<td>/g) ?? []).length, 6);
  assert.deepEqual(removed, { font: 16, color: 2, class: 14, background: 3, handler: 1, script: 1, image: 1 });
  assert.equal(
    removalMessage(removed),
    '스크립트 1개, 이벤트 처리기 1개, 불러올 수 없는 이미지 1개, 글꼴 지정 16곳, 팔레트에 없는 글자 색 2곳, 배경색 3곳, 외부 서식 이름 14곳을 지웠습니다.',
  );
});

test('a 한글 paste keeps the table header, bold and a palette colour; javascript: links and red go', () => {
  const { html, removed } = cleanPastedHtml(fixture('hwp-table.html'));
  assert.doesNotMatch(html, /HStyle|font-family|함초롬|StartFragment|javascript|#ff0000/i);
  assert.match(html, /^<p style="text-align: center"><strong>개인정보의 처리 목적<\/strong><\/p>/);
  assert.match(html, /<span style="color: #b3261e">다음의 목적<\/span>/);
  assert.match(html, /처리하고 있는 개인정보는/);
  assert.equal((html.match(/<th scope="col">/g) ?? []).length, 3);
  assert.match(html, /<td><p>입학 전형<\/p><\/td>/);
  assert.match(html, /문의: 개인정보 보호책임자/);
  assert.equal(removed.link, 1);
  assert.equal(removed.color, 1);
  assert.match(
    removalMessage(removed),
    /^위험한 링크 1개, 글꼴 지정 \d+곳, 팔레트에 없는 글자 색 1곳, 배경색 3곳, 외부 서식 이름 \d+곳을 지웠습니다\.$/,
  );
});

test('pages keep no alignment; a first row that is not bold stays data cells; nothing removed says nothing', () => {
  const { html } = cleanPastedHtml('<p align="center">가운데</p><table><tr><td>a</td><td><b>b</b></td></tr></table>', {
    keepAlign: false,
  });
  assert.equal(html, '<p>가운데</p><table><tr><td>a</td><td><strong>b</strong></td></tr></table>');
  assert.equal(removalMessage({}), '');
  assert.equal(removalMessage({ script: 1 }), '스크립트 1개를 지웠습니다.');
});

test('two header rows (한글 and Word) stay header rows with their merged cells', () => {
  for (const [name, first, second] of [
    ['hwp-two-header-table.html', ['학과', '모집 인원', '비고'], ['전기', '후기']],
    ['word-two-header-table.html', ['장학금', '감면율'], ['첫 학기', '다음 학기부터']],
  ] as const) {
    const { html } = cleanPastedHtml(fixture(name));
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => m[1]);
    const heads = (row: string) => [...row.matchAll(/<th[^>]*>(.*?)<\/th>/gs)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    assert.deepEqual(heads(rows[0]), first, name);
    assert.deepEqual(heads(rows[1]), second, name);
    assert.doesNotMatch(rows[1], /<td/, `${name}: the second row is a header row too`);
    assert.match(rows[0], /<th rowspan="2" scope="col">/, name);
    assert.match(rows[0], /<th colspan="2" scope="col">/, name);
    assert.match(rows[2], /<td>/, `${name}: the data rows stay data`);
  }
});

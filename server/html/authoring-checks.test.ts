// The authoring checks every content type meets (KWCAG 2.2): each finding in Korean with its item.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio, parseColour, ratioText } from '../../domain/authoring-checks.js';
import { checkAttachments, checkHtml } from './authoring-checks.js';
import { seedPrivacy } from '../../db/seed/privacy-2025.js';
import { fillPrivacyTemplate } from '../../domain/privacy.js';
import { defaultSettings } from '../../domain/settings.js';
import { blocking } from '../audit/authoring-override.js';

const codes = (list: { code: string }[]) => list.map((c) => c.code);

test('an image without alt and a table without a header row are named by their place and KWCAG item', () => {
  const found = checkHtml(
    '<p><img src="/files/1" alt="캠퍼스 전경"><img src="/files/2"></p><table><tr><td>과목</td><td>학점</td></tr></table>',
  );
  assert.deepEqual(codes(found), ['img-alt', 'table-header']);
  assert.equal(found[0].message, '두 번째 이미지에 대체 텍스트가 없습니다. (5.1.1 적절한 대체 텍스트 제공)');
  assert.equal(found[0].item, '5.1.1 적절한 대체 텍스트 제공');
  assert.equal(found[1].message, '첫 번째 표에 제목 셀(th)이 없습니다. (5.3.1 표의 구성)');
});

test('links reading "여기", "클릭" or a bare address warn; a link that names its goal does not', () => {
  const found = checkHtml(
    '<p><a href="/a">여기</a> <a href="/b">클릭</a> <a href="https://www.kosmes.or.kr/apply/form">https://www.kosmes.or.kr/apply/form</a>' +
      ' <a href="/entrance">2027학년도 모집요강</a></p>',
  );
  assert.deepEqual(codes(found), ['link-text', 'link-text', 'link-text']);
  assert.match(
    found[0].message,
    /^링크 글자 "여기"만으로는 어디로 가는지 알 수 없습니다.*\(6\.4\.3 적절한 링크 텍스트\)$/,
  );
  assert.match(found[2].message, /^링크 글자가 주소 "https:\/\/www\.kosmes\.o…" 그대로입니다/);
});

test('a heading that skips a level warns (the title is the h1, so a body starts at h2)', () => {
  const found = checkHtml('<h2>모집 안내</h2><h4>제출 서류</h4>');
  assert.deepEqual(codes(found), ['heading-skip']);
  assert.equal(
    found[0].message,
    '제목 "제출 서류"이(가) h2 다음에 h4로 단계를 건너뜁니다. h3을(를) 쓰세요. (6.4.2 제목 제공)',
  );
  assert.deepEqual(checkHtml('<h2>개요</h2><h3>세부</h3><h2>다음</h2>'), []);
});

test('inline colours and data-colour under AA on white warn with their ratio; dark ones and own backgrounds pass', () => {
  const found = checkHtml(
    '<p><span style="color: #999999">마감 임박</span> <span style="color:red">필독</span>' +
      ' <span data-colour="#767676">작은 글씨</span> <span style="color:#595959">진한 회색</span>' +
      ' <span style="color:#ffffff; background-color:#1a1a1a">흰 글자</span> <span style="color:#aaa; background-color:#fff">연한</span></p>',
  );
  assert.deepEqual(codes(found), ['contrast', 'contrast', 'contrast']);
  assert.equal(
    found[0].message,
    '글자 "마감 임박"의 색(#999999)은 배경과의 명도 대비가 2.8 대 1로 4.5 대 1보다 낮습니다. 더 진한 색을 쓰세요. (5.4.3 텍스트 콘텐츠의 명도 대비)',
  );
  assert.match(found[1].message, /"필독"의 색\(red\).*3\.9 대 1/);
  assert.match(found[2].message, /"연한"/);
});

test('WCAG contrast arithmetic', () => {
  assert.deepEqual(parseColour('#f00'), [255, 0, 0]);
  assert.deepEqual(parseColour('rgb(0, 0, 255)'), [0, 0, 255]);
  assert.deepEqual(parseColour('Gray'), [128, 128, 128]);
  assert.equal(parseColour('inherit'), null);
  assert.equal(ratioText(contrastRatio([0, 0, 0], [255, 255, 255])), '21.0');
  assert.equal(ratioText(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])), '4.5');
});

test('an HWP or HWPX attachment without a PDF of the same name warns; with one it passes', () => {
  const found = checkAttachments(['입학원서.hwp', '입학원서.pdf', '추천서.HWPX', '안내.pdf', '사진.jpg']);
  assert.deepEqual(codes(found), ['hwp-without-pdf']);
  assert.equal(
    found[0].message,
    '첨부파일 "추천서.HWPX"은(는) 한글 프로그램이 있어야 열립니다. 같은 내용의 PDF(추천서.pdf)를 함께 올려 주세요. (8.2.1 웹 애플리케이션 접근성 준수)',
  );
  assert.deepEqual(checkAttachments(['모집요강.pdf', '서식.docx']), []);
});

test('the seeded privacy policy passes, so a new version copied from it is not held up', () => {
  const html = fillPrivacyTemplate(seedPrivacy.template, defaultSettings);
  assert.deepEqual(blocking(checkHtml(html)), []);
});

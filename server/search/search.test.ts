// 통합검색: Korean substring matching (two-character words inside longer ones), several words, quoted phrases,
// attachment names and professors, unpublished content left out, hostile queries answered with a readable page,
// the Chinese search among the zh pages, and the staff's statistics (text and count only).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, advanceClock, call, startTestApp, type TestApp, testNowMs } from '../test/support.js';
import { pdfBytes, upload } from '../test/upload.js';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
});
after(() => app.close());

const post = async (body: Record<string, unknown>, board = 'notice') => {
  const r = await call(app, 'POST', '/api/posts', { token: admin, body: { boardEnName: board, ...body } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as { id: number };
};
const search = async (q: string, path = '/search') => {
  const r = await fetch(`${app.baseUrl}${path}?q=${encodeURIComponent(q)}`);
  return { status: r.status, html: await r.text(), headers: r.headers };
};
/** The titles of the groups by kind (the 바로 가기 section above repeats some of them). */
const titles = (html: string) =>
  [
    ...html
      .replace(/<section class="search-group search-best"[\s\S]*?<\/section>/, '')
      .matchAll(/class="search-title" href="[^"]*">([^<]*)</g),
  ].map((m) => m[1]);
const ago = (days: number) => new Date(testNowMs() - days * 86_400_000).toISOString();

test('a two-character word finds itself inside longer words, in posts and pages, with the words marked', async () => {
  await post({ title: '2027학년도 성적우수장학 선발 안내', content: '<p>성적우수장학 대상자를 선발합니다.</p>' });
  await post({ title: '장학금 신청 기간 안내', content: '<p>장학금 신청은 행정실에서 받습니다.</p>' });
  await post({ title: '도서관 이용 안내', content: '<p>열람실 운영 시간</p>' });
  const r = await search('장학');
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  const found = titles(r.html);
  assert.ok(found.includes('2027학년도 성적우수장학 선발 안내'), found.join());
  assert.ok(found.includes('장학금 신청 기간 안내'), found.join());
  assert.ok(!found.includes('도서관 이용 안내'));
  assert.match(r.html, /<mark>장학<\/mark>/);
  assert.match(r.html, /게시글 <span class="search-count">2건<\/span>/);
  assert.match(r.html, /<meta name="robots" content="noindex"/);
});

test('several words must all occur; a quoted phrase must occur as typed', async () => {
  await post({ title: '입학 설명회 일정', content: '<p>온라인 입학 설명회를 엽니다.</p>' });
  await post({ title: '설명회 후기', content: '<p>지난 행사 사진</p>' });
  assert.deepEqual(titles((await search('입학 설명회')).html), ['입학 설명회 일정']);
  const phrase = titles((await search('"온라인 입학"')).html);
  assert.deepEqual(phrase, ['입학 설명회 일정']);
  assert.deepEqual(titles((await search('"입학 온라인"')).html), []);
});

test('attachment names, authors and professors are found; pages and departments by their words', async () => {
  const up = await upload(app, admin, [{ name: '등록금납부안내서.pdf', bytes: pdfBytes() }]);
  await post({ title: '1학기 고지서', content: '<p>붙임 파일을 보세요.</p>', attachmentIds: [up.body.id] });
  assert.deepEqual(titles((await search('납부안내')).html), ['1학기 고지서']);
  await post({ title: '김하늘', extra: { position: '교수', major: '기업재무' } }, 'professor');
  const prof = await search('기업재무');
  assert.match(prof.html, /교수진 <span class="search-count">1건/);
  assert.ok(titles(prof.html).includes('김하늘'));
  const dept = await search('교육과정');
  assert.match(dept.html, /학과 <span class="search-count">\d+건/);
  const recruit = await search('모집요강');
  assert.ok(titles(recruit.html).includes('모집요강'), titles(recruit.html).join());
});

test('scheduled and deleted posts never appear; a scheduled post appears once its time has come', async () => {
  const later = new Date(testNowMs() + 60_000).toISOString();
  await post({ title: '예약된 희귀낱말 공지', publishedAt: later });
  const gone = await post({ title: '지워질 희귀낱말 공지', publishedAt: ago(1) });
  assert.equal((await call(app, 'DELETE', `/api/posts/${gone.id}`, { token: admin })).status < 300, true);
  assert.deepEqual(titles((await search('희귀낱말')).html), []);
  advanceClock(61_000);
  await app.events.changed('clock');
  assert.deepEqual(titles((await search('희귀낱말')).html), ['예약된 희귀낱말 공지']);
});

test('drafts never appear; a post whose 게시 종료 has passed disappears', async () => {
  await post({ title: '임시저장 드문말 공지', isDraft: true });
  await post({
    title: '곧 내릴 드문말 공지',
    publishedAt: ago(1),
    unpublishAt: new Date(testNowMs() + 60_000).toISOString(),
  });
  assert.deepEqual(titles((await search('드문말')).html), ['곧 내릴 드문말 공지']);
  advanceClock(61_000);
  await app.events.changed('clock');
  assert.deepEqual(titles((await search('드문말')).html), []);
});

test('one character, 200 characters, markup and odd bytes answer a readable page, never a 500', async () => {
  const one = await search('장');
  assert.equal(one.status, 200);
  assert.match(one.html, /검색어를 두 글자 이상 입력해 주세요/);
  const long = await search('가'.repeat(500));
  assert.equal(long.status, 200);
  assert.match(long.html, new RegExp(`value="${'가'.repeat(200)}"`));
  const markup = await search('<script>alert(1)</script> 장학');
  assert.equal(markup.status, 200);
  assert.doesNotMatch(markup.html, /<script>alert/);
  for (const raw of ['%ff%fe', '%00%00장학', 'a%', '%E2%80%AE장학', '%25%5F%5C']) {
    const r = await fetch(`${app.baseUrl}/search?q=${raw}`);
    assert.equal(r.status, 200, raw);
    assert.match(await r.text(), /통합검색/);
  }
  const arr = await fetch(`${app.baseUrl}/search?q=장학&q=입학&kind=nope&page=-4`);
  assert.equal(arr.status, 200);
});

test('"more" lists one kind in pages of 20', async () => {
  for (let i = 0; i < 7; i++) await post({ title: `학술 세미나 ${i + 1}회`, publishedAt: ago(i + 2) });
  const all = await search('세미나');
  assert.match(all.html, /게시글 검색 결과 7건 모두 보기/);
  const more = await fetch(`${app.baseUrl}/search?q=${encodeURIComponent('세미나')}&kind=posts`);
  const html = await more.text();
  assert.equal(titles(html).length, 7);
  // Recent first among equals.
  assert.equal(titles(html)[0], '학술 세미나 1회');
});

test('/china/search searches the Chinese pages only, in a Chinese page', async () => {
  const r = await search('MBA', '/china/search');
  assert.equal(r.status, 200);
  assert.match(r.html, /<html lang="zh-Hans"/);
  const found = [...r.html.matchAll(/class="search-title" href="([^"]*)"/g)].map((m) => m[1]);
  assert.ok(found.length > 0);
  assert.ok(
    found.every((href) => href.startsWith('/china/')),
    found.join(),
  );
});

test('GET /api/search-stats: the week’s top queries and those that found nothing, without phone numbers', async () => {
  await search('장학');
  await search('장학');
  await search('없는낱말쿼리');
  await search('010-1234-5678');
  const r = await call(app, 'GET', '/api/search-stats', { token: admin });
  assert.equal(r.status, 200);
  const top = r.body.topQueries as { query: string; count: number }[];
  assert.ok((top.find((q) => q.query === '장학')?.count ?? 0) >= 3, JSON.stringify(top));
  const zero = r.body.zeroResults as { query: string; count: number }[];
  assert.ok(zero.some((q) => q.query === '없는낱말쿼리'));
  assert.ok(!zero.some((q) => q.query === '장학'));
  assert.ok(![...top, ...zero].some((q) => q.query.includes('1234')));
  assert.equal((await call(app, 'GET', '/api/search-stats')).status, 401);
});

// 통합검색 answers what people ask, on the sample content of `npm start`: the list of
// server/search/questions.ts finds its answer in the first three results at least 90% of the time, and the issue's
// own examples: 가업승계 brings the 가업승계학과 page first, 교수진 the 교수진 page in the first three, a board's name
// the board; boards and professors are results of their own; 중국 MBA and 중국MBA find the same; 학비 finds 등록금.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { insertSampleFaqs } from '../sample/faqs.js';
import { seedSample } from '../sample/index.js';
import { startTestApp, type TestApp } from '../test/support.js';
import { measureSearchQuality, resultsOf, SEARCH_QUESTIONS, UNSEEN_QUESTIONS } from './questions.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
  await seedSample();
  await insertSampleFaqs(app.sequelize);
});
after(() => app.close());

const page = async (q: string) => (await fetch(`${app.baseUrl}/search?q=${encodeURIComponent(q)}`)).text();
const first = async (q: string, n = 3) => resultsOf(await page(q)).slice(0, n);

test('at least 90% of the questions, and of those never tuned on, find their answer in the first three', async () => {
  for (const list of [SEARCH_QUESTIONS, UNSEEN_QUESTIONS]) {
    const m = await measureSearchQuality(app.baseUrl, list);
    const misses = m.misses.map((x) => `${x.q}: ${x.top.join(' | ')}`).join('\n');
    assert.ok(m.found / m.total >= 0.9, `${m.found}/${m.total}\n${misses}`);
  }
});

test('가업승계 lists the 가업승계학과 page first, under 바로 가기', async () => {
  const html = await page('가업승계');
  assert.deepEqual((await first('가업승계', 1))[0], { url: '/department/succession', title: '가업승계학과' });
  assert.match(html, /<h2 id="search-best">바로 가기<\/h2>/);
});

test('교수진 brings the 교수진 page in the first three; a professor by name is a result of the 교수진 kind', async () => {
  assert.ok((await first('교수진')).some((h) => h.url === '/introduce/professor'));
  const html = await page('박민호');
  assert.match(html, /<h2 id="search-professors">교수진 <span class="search-count">1건<\/span><\/h2>/);
  const [hit] = await first('박민호', 1);
  assert.equal(hit.title, '박민호');
  assert.match(hit.url, /^\/introduce\/professor#professor-\d+$/);
});

test("a board's name finds the board first, as a 게시판 result", async () => {
  for (const [q, url] of [
    ['공지사항', '/board/notice'],
    ['서식자료', '/board/form_data'],
    ['학사 일정', '/board/calendar'],
    ['입학상담', '/board/qna'],
  ]) {
    assert.equal((await first(q, 1))[0]?.url, url, q);
    assert.match(await page(q), /<h2 id="search-boards">게시판 <span class="search-count">\d+건/);
  }
});

test('중국 MBA and 중국MBA find the same first answer; 학비 finds the 등록금 answer, 입시 the 모집요강', async () => {
  const spaced = await first('중국 MBA');
  assert.equal(spaced[0]?.url, '/china/info_1');
  assert.deepEqual(await first('중국MBA', 1), spaced.slice(0, 1));
  assert.ok((await first('학비')).some((h) => h.title.includes('등록금')));
  assert.ok((await first('입시 요강')).some((h) => h.url === '/entrance/recruit'));
  assert.match(await page('학비'), /<mark>등록금<\/mark>/);
});

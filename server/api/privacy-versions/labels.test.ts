// 개인정보 처리방침 요약: drawn from each version's own text at the top of its page, and required to publish one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { addSeoulDays, seoulDay } from '../../../domain/time.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp } from '../../test/support.js';
import { SHORT_POLICY } from '../../test/privacy-text.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

const page = async (path: string) => {
  const res = await call(app, 'GET', path);
  assert.equal(res.status, 200, path);
  return String(res.body);
};
/** The summary section's label names and their lines, as text, in order. */
function summaryOf(html: string): string[] {
  const section = /<section[^>]*privacy-labels[\s\S]*?<\/section>/.exec(html)?.[0];
  assert.ok(section, 'the summary is on the page');
  return [...section.matchAll(/<h3[^>]*>([^<]*)<\/h3>|<li>([^<]*)<\/li>/g)].map((m) => m[1] ?? `- ${m[2]}`);
}

test('the policy in force opens with its labelled summary, each icon named, drawn from its own tables', async () => {
  const html = await page('/policy/privacy');
  assert.ok(html.indexOf('개인정보 처리방침 요약') < html.indexOf('제1조 개인정보의 처리 목적'), 'at the top');
  const summary = summaryOf(html);
  for (const name of ['수집 항목', '처리 목적', '보유 기간', '제3자 제공', '처리 위탁', '고충 처리'])
    assert.ok(summary.includes(name), name);
  const from = (name: string) => summary.slice(summary.indexOf(name) + 1, summary.indexOf(name) + 3);
  assert.deepEqual(from('처리 목적'), ['- 홈페이지 회원 관리', '- 입학 전형']);
  assert.deepEqual(from('보유 기간'), [
    '- 홈페이지 회원: 회원 탈퇴 시까지 (탈퇴 즉시 파기)',
    '- 입학 지원자 (불합격·미등록): 전형 종료 후 5년',
  ]);
  assert.deepEqual(from('제3자 제공'), ['- 출신 대학(원): 학력 조회', '- 한국장학재단: 국가장학금 신청 및 지급']);
  assert.equal((html.match(/class="privacy-label-icon"[^>]*aria-hidden="true"/g) ?? []).length, 6);
});

test('a version without the data of its summary is refused in Korean; one with it shows its own', async () => {
  const on = seoulDay(addSeoulDays(testNow(), 9));
  const without = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: {
      effectiveOn: on,
      content: '<section><h2>제1조 개인정보의 처리 목적</h2><ol><li>입학 전형</li></ol></section>',
    },
  });
  assert.equal(without.status, 400);
  assert.equal(
    without.body.errorMessage,
    '본문: 개인정보 처리방침 요약에 넣을 내용이 없습니다 (수집 항목, 보유 기간). 제목(h2)에 그 이름이 든 조와 그 목록이나 표를 넣어주세요.',
  );
  const before = (await call(app, 'GET', '/api/privacy-versions', { token })).body as unknown[];
  const made = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: { effectiveOn: on, content: SHORT_POLICY },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(
    ((await call(app, 'GET', '/api/privacy-versions', { token })).body as unknown[]).length,
    before.length + 1,
  );
  assert.deepEqual(summaryOf(await page(`/policy/privacy/v/${made.body.id}`)), [
    '수집 항목',
    '- 이름, 이메일',
    '처리 목적',
    '- 입학 전형',
    '보유 기간',
    '- 지원자: 전형 종료 후 3년',
    '제3자 제공',
    '- 제3자에게 제공하지 않습니다',
    '처리 위탁',
    '- 처리를 위탁하지 않습니다',
    '고충 처리',
    '- 개인정보 보호책임자에게 문의해 주십시오',
  ]);
});

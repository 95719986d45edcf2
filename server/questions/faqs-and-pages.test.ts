// /api/faqs (입학 담당's and 홍보·콘텐츠 담당's, in the REST dialect) and the public pages: /entrance/faq and /china/faq with a
// <details> per entry by category, the change shown at once; and 입학상담 without JavaScript: the ask form posted
// as a browser does, the redirect to the question, the password form opening it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { advanceClock, call, login, makeUser, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
let content: string;
let admissions: string;
let member: string;

before(async () => {
  app = await startTestApp();
  content = (await login(app, await makeUser({ role: 'content' }))).token;
  admissions = (await login(app, await makeUser({ role: 'admissions' }))).token;
  member = (await login(app, await makeUser({ role: 'user' }))).token;
});
after(() => app.close());

const page = async (path: string) => (await fetch(app.baseUrl + path)).text();

describe('/api/faqs', () => {
  test('a new entry without an order goes last in its category; an edit without one keeps its place', async () => {
    const add = async (question: string, category: string, token = admissions) => {
      const res = await call(app, 'POST', '/api/faqs', { token, body: { question, answer: '<p>답</p>', category } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body as { id: number; order: number };
    };
    const first = await add('순서 첫째', '순서시험');
    const second = await add('순서 둘째', '순서시험', content);
    const other = await add('다른 분류', '순서시험2');
    assert.deepEqual([first.order, second.order, other.order], [0, 1, 0]);
    const edited = await call(app, 'PUT', `/api/faqs/${first.id}`, {
      token: admissions,
      body: { question: '순서 첫째 (고침)', answer: '<p>답</p>', category: '순서시험' },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.order, 0);
    for (const f of [first, second, other])
      assert.equal((await call(app, 'DELETE', `/api/faqs/${f.id}`, { token: admissions })).status, 200);
  });

  test('create, list, edit and delete; the pages follow at once; 회원 may not write the FAQ', async () => {
    const bad = await call(app, 'POST', '/api/faqs', { token: content, body: { question: '', answer: '<p></p>' } });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.question);
    const created = await call(app, 'POST', '/api/faqs', {
      token: content,
      body: {
        question: '원서 접수 기간은 언제인가요?',
        answer: '<p>모집요강을 확인하세요.<img src="https://evil.example/x.png"></p>',
        category: '입학',
        order: 2,
      },
    });
    assert.equal(created.status, 400, 'an image from another host is refused by the post policy');
    const ok = await call(app, 'POST', '/api/faqs', {
      token: content,
      body: {
        question: '원서 접수 기간은 언제인가요?',
        answer: '<p onclick="x()">모집요강을 확인하세요.</p>',
        questionZh: '报名时间是什么时候？',
        answerZh: '<p>请查看招生简章。</p>',
        category: '입학',
        order: 2,
      },
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.answer, '<p>모집요강을 확인하세요.</p>');
    const koOnly = await call(app, 'POST', '/api/faqs', {
      token: content,
      body: { question: '주차할 수 있나요?', answer: '<p>방문 주차 가능</p>', category: '생활', order: 1 },
    });
    assert.equal(koOnly.status, 201);
    const forbidden = await call(app, 'POST', '/api/faqs', {
      token: member,
      body: { question: 'x', answer: '<p>x</p>' },
    });
    assert.equal(forbidden.status, 403);

    const list = await call(app, 'GET', '/api/faqs?sort=["order","ASC"]&range=[0,9]', { token: content });
    assert.equal(list.headers.get('content-range'), 'faqs 0-1/2');
    assert.deepEqual(
      list.body.map((f: { question: string }) => f.question),
      ['주차할 수 있나요?', '원서 접수 기간은 언제인가요?'],
    );

    const ko = await page('/entrance/faq');
    assert.match(ko, /<h2 id="faq-group-0">생활<\/h2>.*<h2 id="faq-group-1">입학<\/h2>/s);
    assert.match(ko, /<details class="faq-item" id="faq-\d+"><summary>원서 접수 기간은 언제인가요\?<\/summary>/);
    const zh = await page('/china/faq');
    assert.match(zh, /<html lang="zh-Hans"/);
    assert.match(zh, /<summary>报名时间是什么时候？<\/summary>/);
    assert.doesNotMatch(zh, /주차할 수 있나요/, 'an entry without Chinese texts is not in the China section');

    const edited = await call(app, 'PUT', `/api/faqs/${ok.body.id}`, {
      token: content,
      body: { ...ok.body, visible: false },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.doesNotMatch(await page('/entrance/faq'), /원서 접수 기간은/);
    assert.equal((await call(app, 'DELETE', `/api/faqs/${koOnly.body.id}`, { token: content })).status, 200);
    assert.doesNotMatch(await page('/entrance/faq'), /주차할 수 있나요/);
    const sitemap = await page('/sitemap.xml');
    assert.match(sitemap, /\/entrance\/faq<\/loc>/);
    assert.match(sitemap, /\/board\/qna<\/loc>/);
  });
});

describe('입학상담 without JavaScript', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  test('the ask form states the consent, posts to itself, and the password form opens the question', async () => {
    const write = await page('/board/qna/write');
    assert.match(write, /수집·이용 목적/);
    assert.match(write, /보유·이용 기간/);
    assert.match(write, /동의를 거부할 권리/);
    assert.match(write, /<legend>공개 여부 \(필수\)<\/legend>/);
    assert.equal((write.match(/name="secret" type="radio"/g) ?? []).length, 2);
    assert.doesNotMatch(write, /name="secret"[^>]*checked/, 'nothing is chosen for the visitor');
    const token = /name="formToken" value="([^"]+)"/.exec(write)?.[1];
    assert.ok(token);
    const fields = {
      formToken: token,
      website: '',
      name: '박서준',
      email: 'seojun@example.com',
      password: 'pw-12345',
      title: '면접 준비물이 있나요',
      body: '면접 때 무엇을 가져가야 하나요?',
      secret: 'on',
    };
    const { secret: _, ...unchosen } = fields;
    const noChoice = await fetch(`${app.baseUrl}/board/qna/write`, form({ ...unchosen, consentPrivacy: 'on' }));
    assert.equal(noChoice.status, 400);
    assert.match(await noChoice.text(), /비밀글로 할지 공개글로 할지 골라주세요/);
    const noConsent = await fetch(`${app.baseUrl}/board/qna/write`, form(fields));
    assert.equal(noConsent.status, 400);
    const again = await noConsent.text();
    assert.match(again, /개인정보 수집·이용에 동의해야/);
    assert.match(again, /value="박서준"/, 'what was typed stays (never the password)');
    assert.match(again, /name="secret" type="radio" value="on" required checked/, 'the choice stays');
    advanceClock(4000);
    const asked = await fetch(`${app.baseUrl}/board/qna/write`, form({ ...fields, consentPrivacy: 'on' }));
    assert.equal(asked.status, 303);
    const where = asked.headers.get('location') ?? '';
    assert.match(where, /^\/board\/qna\/\d+\?asked=1$/);
    const shown = await page(where);
    assert.match(shown, /질문이 등록되었습니다/);
    assert.doesNotMatch(shown, /면접 때 무엇을/);
    const path = where.split('?')[0];
    const wrong = await fetch(app.baseUrl + path, form({ password: 'nope' }));
    assert.equal(wrong.status, 400);
    assert.match(await wrong.text(), /비밀번호가 맞지 않습니다/);
    const right = await fetch(app.baseUrl + path, form({ password: 'pw-12345' }));
    assert.equal(right.status, 200);
    assert.equal(right.headers.get('cache-control'), 'no-store');
    const html = await right.text();
    assert.match(html, /면접 때 무엇을 가져가야 하나요\?/);
    assert.match(html, /답변대기/);
    const crossSite = await fetch(app.baseUrl + path, {
      ...form({ password: 'pw-12345' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    assert.equal(crossSite.status, 403);
  });
});

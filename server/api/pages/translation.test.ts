// 번역 확인 필요: 招生指南 (/china/info_4) translates 모집요강 (/entrance/recruit). A change of the Korean page marks the
// Chinese one (its answer, the list's filter, the dashboard's count) with the Korean diff since; a save of the Chinese
// page or a check dismissed with a reason (audited) takes the mark away. A Chinese menu item needs its Chinese name.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { advanceClock, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
let zh: number;
let ko: number;
before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'content' }))).token;
  zh = await idOf('/china/info_4');
  ko = await idOf('/entrance/recruit');
});
after(() => app.close());

async function idOf(path: string): Promise<number> {
  const [row] = await app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = $path`, {
    type: QueryTypes.SELECT,
    bind: { path },
  });
  return row.id;
}
const page = async (id: number) => (await call<any>(app, 'GET', `/api/pages/${id}`, { token })).body;
/** A save as the editor makes it: from the version the page has now. */
const put = async (id: number, body: Record<string, unknown>) => {
  const res = await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: { version: (await page(id)).version, ...body },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
};
const check = (id: number, body: unknown) =>
  call<any>(app, 'POST', `/api/pages/${id}/translation-check`, { token, body });
const staleList = async (value: boolean) =>
  (
    await call<any[]>(
      app,
      'GET',
      `/api/pages?filter=${encodeURIComponent(JSON.stringify({ translationStale: value }))}`,
      {
        token,
      },
    )
  ).body;
const dashboardCount = async () =>
  (await call<any>(app, 'GET', '/api/dashboard', { token })).body.pages.translationStale;

test('a Korean change marks the Chinese page, with the diff, the list filter and the dashboard; its save clears it', async () => {
  const before = await page(zh);
  assert.equal(before.translationStale, false);
  assert.equal((await page(ko)).translationStale, false, 'a Korean page is never marked');
  assert.equal((await page(ko)).translationCheck, null);
  assert.equal(await dashboardCount(), 0);

  // Publishing the Korean page as it stands changes no words: nothing to check.
  advanceClock(1000);
  assert.equal((await call(app, 'POST', `/api/pages/${ko}/publish`, { token })).status, 200);
  assert.equal((await page(zh)).translationStale, false);

  const koBefore = (await page(ko)).content as string;
  advanceClock(1000);
  await put(ko, { content: `${koBefore}<p>2027학년도부터 면접은 온라인으로 봅니다.</p>` });
  const marked = await page(zh);
  assert.equal(marked.translationStale, true);
  assert.equal(marked.translationCheck.stale, true);
  assert.equal(
    marked.translationCheck.since.content,
    koBefore,
    'the Korean words the Chinese page was checked against',
  );
  assert.match(marked.translationCheck.korean.content, /면접은 온라인으로/);
  assert.deepEqual(
    (await staleList(true)).map((p) => p.path),
    ['/china/info_4'],
  );
  assert.ok((await staleList(true))[0].translationStale);
  assert.ok(!(await staleList(false)).some((p) => p.id === zh));
  assert.equal(await dashboardCount(), 1);
  const bad = await call(app, 'GET', `/api/pages?filter=${encodeURIComponent('{"translationStale":"yes"}')}`, {
    token,
  });
  assert.equal(bad.status, 400);
  assert.match(bad.body.errorMessage, /번역 확인 필요/);

  advanceClock(1000);
  await put(zh, { content: `${before.content}<p>自2027学年起，面试在线进行。</p>` });
  const saved = await page(zh);
  assert.equal(saved.translationStale, false);
  assert.equal(saved.translationCheck.since.revisionId, saved.translationCheck.korean.revisionId);
  assert.equal(await dashboardCount(), 0);
  assert.deepEqual(await staleList(true), []);
});

test('dismissing the mark needs a reason in Korean, is audited, and is refused when there is nothing to check', async () => {
  advanceClock(1000);
  await put(ko, { title: '모집요강 (2027)' });
  assert.equal((await page(zh)).translationStale, true);

  for (const body of [{}, { reason: '   ' }]) {
    const refused = await check(zh, body);
    assert.equal(refused.status, 400);
    assert.match(refused.body.errorMessage, /확인한 사유를 입력해 주세요/);
  }
  assert.equal((await page(zh)).translationStale, true, 'a refused dismissal leaves the mark');
  const onKorean = await check(ko, { reason: '번역 없음' });
  assert.equal(onKorean.status, 400);
  assert.match(onKorean.body.errorMessage, /중국어 페이지에만/);

  const reason = '제목의 연도만 바뀌어 중국어 제목은 그대로 둡니다';
  const done = await check(zh, { reason });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.translationStale, false);
  assert.equal(done.body.translationCheck.note, reason);
  assert.ok(done.body.translationCheck.checkedByName);
  assert.equal(await dashboardCount(), 0);
  const [entry] = await app.sequelize.query<{ record_id: string; reason: string }>(
    `SELECT record_id, detail->>'reason' AS reason FROM audit_logs WHERE action = 'pages.translation.dismiss'`,
    { type: QueryTypes.SELECT },
  );
  assert.deepEqual(entry, { record_id: String(zh), reason });

  const again = await check(zh, { reason });
  assert.equal(again.status, 409);
  assert.match(again.body.errorMessage, /번역 확인이 필요하지 않습니다/);
});

test('a new pair starts checked; pairing the same two again does not hide a change', async () => {
  const [info1, greeting] = [await idOf('/china/info_1'), await idOf('/introduce/greeting')];
  const pair = () =>
    call(app, 'PUT', `/api/pages/${info1}/counterpart`, { token, body: { counterpartPath: '/introduce/greeting' } });
  assert.equal((await pair()).status, 200);
  assert.equal((await page(info1)).translationStale, false);
  advanceClock(1000);
  await put(greeting, { summary: '원장 인사말을 새로 썼습니다.' });
  assert.equal((await page(info1)).translationStale, true);
  assert.equal((await pair()).status, 200);
  assert.equal((await page(info1)).translationStale, true);
  const unpaired = await call(app, 'PUT', `/api/pages/${info1}/counterpart`, {
    token,
    body: { counterpartPath: null },
  });
  assert.equal(unpaired.body.translationStale, false);
  assert.equal(unpaired.body.translationCheck, null);
});

test('a Chinese menu item is refused without its Chinese name, and saved with it', async () => {
  const m = (await call<any>(app, 'GET', '/api/menu', { token })).body;
  const china = m.groups.findIndex((g: any) => g.key === 'china');
  m.groups[china].items.push({ label: '입학 안내 (중국어)', href: '/china/info_4', newTab: false, visible: true });
  const refused = await call(app, 'PUT', '/api/menu', { token, body: m });
  assert.equal(refused.status, 400);
  assert.match(refused.body.errorMessage, /중국 MBA|메뉴 묶음/);
  assert.match(refused.body.errorMessage, /중국어 메뉴 이름을 입력해주세요/);
  const at = `groups.${china}.items.${m.groups[china].items.length - 1}.labelZh`;
  assert.ok(refused.body.errors[at], JSON.stringify(refused.body.errors));

  // A Chinese page put into a Korean group needs its Chinese name too.
  m.groups[china].items.pop();
  m.groups[0].items.push({ label: '중국 MBA 입학', labelZh: ' ', href: '/china/info_4', newTab: false, visible: true });
  assert.equal((await call(app, 'PUT', '/api/menu', { token, body: m })).status, 400);

  m.groups[0].items.at(-1).labelZh = '入学指南';
  const saved = await call(app, 'PUT', '/api/menu', { token, body: m });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.groups[0].items.at(-1).labelZh, '入学指南');
});

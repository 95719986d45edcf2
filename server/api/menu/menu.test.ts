// /api/menu: staff read and replace the menu document; a change shows at once on every public page (header,
// slide-out menu, footer; the Chinese labels on the China MBA pages), in this process and in a second one on the
// same database; a hidden item leaves the page itself alone; bad input is refused in Korean naming the place.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { publicPagePaths } from '../../web/routes.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let second: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  second = await startTestApp({ sameDatabaseAs: app });
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(async () => {
  await second.close();
  await app.close();
});

const footerOf = (html: string) => /<ul class="footer-links">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';

async function menu(): Promise<any> {
  const res = await call(app, 'GET', '/api/menu', { token });
  assert.equal(res.status, 200);
  return res.body;
}

test('GET answers the seeded document: groups in order with ko and zh labels, footer and quick links', async () => {
  const m = await menu();
  assert.deepEqual(
    m.groups.map((g: any) => g.label),
    ['대학원 소개', '입학안내', '학과소개', '학사안내', '정보광장', '벤처연구소', '중국 MBA'],
  );
  assert.equal(m.groups[6].labelZh, '中国MBA');
  assert.deepEqual(m.groups[0].items[1], {
    label: '연혁',
    labelZh: '沿革',
    href: '/introduce/history',
    newTab: false,
    visible: true,
  });
  assert.equal(m.footer[0].href, '/policy/privacy');
  assert.equal(m.quick.length, 6);
});

test('a renamed item shows on every public page, in the header, the slide-out menu and the footer', async () => {
  // Warm the cache of both processes first: the change must empty them.
  for (const p of publicPagePaths) await call(second, 'GET', p);
  const m = await menu();
  m.groups[0].items[1].label = '걸어온 길';
  m.groups[0].items[1].labelZh = '发展历程';
  m.footer[3].label = '찾아오시는 길';
  const put = await call(app, 'PUT', '/api/menu', { token, body: m });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal(put.body.groups[0].items[1].label, '걸어온 길');
  for (const target of [app, second]) {
    for (const path of publicPagePaths) {
      const html = String((await call(target, 'GET', path)).body);
      const zh = path.startsWith('/china/');
      const label = zh ? '发展历程' : '걸어온 길';
      // Header and drawer each draw the group's links (the drawer also carries them in its island props).
      const links = html.match(new RegExp(`<a href="/introduce/history"( aria-current="page")?>${label}</a>`, 'g'));
      assert.ok((links?.length ?? 0) >= 2, `${path}: header and drawer`);
      assert.ok(!html.includes('>연혁</a>'), `${path}: the old label is gone`);
      if (!zh) assert.match(footerOf(html), /<a href="\/introduce\/contact">찾아오시는 길<\/a>/, path);
    }
  }
});

test('a hidden item leaves the menus, the page stays; a left-out footer list stays as it was', async () => {
  const m = await menu();
  m.groups[0].items[1].visible = false;
  const footer = m.footer;
  delete m.footer;
  assert.equal((await call(app, 'PUT', '/api/menu', { token, body: m })).status, 200);
  // The other process hears the change through PostgreSQL's NOTIFY: within 3 s (server/cache/publish.test.ts too).
  const linked = async () => String((await call(second, 'GET', '/')).body).includes('href="/introduce/history"');
  for (let i = 0; i < 60 && (await linked()); i++) await new Promise((r) => setTimeout(r, 50));
  assert.ok(!(await linked()), 'the hidden item left the home page of the other process');
  assert.deepEqual((await menu()).footer, footer);
  const page = await call(app, 'GET', '/introduce/history');
  assert.equal(page.status, 200);
  assert.match(String(page.body), /<h1[^>]*>연혁<\/h1>/);
});

test('a group with no visible item is left out; a new group without a key gets one of its own', async () => {
  const m = await menu();
  m.groups[5].items = m.groups[5].items.map((it: any) => ({ ...it, visible: false }));
  m.groups.push({
    label: '동문회',
    labelZh: '校友会',
    items: [{ label: '동문회 누리집', href: 'https://alumni.example.ac.kr/', newTab: true, visible: true }],
  });
  assert.equal((await call(app, 'PUT', '/api/menu', { token, body: m })).status, 200);
  const html = String((await call(app, 'GET', '/board/notice')).body);
  assert.ok(!html.includes('>벤처연구소</a>'));
  assert.match(html, /<a class="gnb-top" href="https:\/\/alumni\.example\.ac\.kr\/">동문회<\/a>/);
  assert.match(html, /href="https:\/\/alumni\.example\.ac\.kr\/" target="_blank" rel="noopener">동문회 누리집/);
  assert.match(html, /id="drawer-group-8"/);
});

test('bad input is refused in Korean, naming the place, and nothing is written', async () => {
  const before = await menu();
  const cases: [(m: any) => void, RegExp][] = [
    [
      (m) => (m.groups[1].items[2].href = 'javascript:alert(1)'),
      /^2번째 메뉴 묶음의 3번째 항목: 주소가 올바르지 않습니다/,
    ],
    [
      (m) => (m.groups[0].items[0].href = 'http://example.com/'),
      /^1번째 메뉴 묶음의 1번째 항목: 주소가 올바르지 않습니다/,
    ],
    [(m) => (m.groups[0].items[0].href = '//evil.example/'), /^1번째 메뉴 묶음의 1번째 항목: 주소가 올바르지 않습니다/],
    [(m) => (m.groups[2].label = ' '), /^3번째 메뉴 묶음: 묶음 이름을 입력해주세요/],
    [(m) => (m.groups[0].items[0].visible = 'yes'), /^1번째 메뉴 묶음의 1번째 항목: 보이기는/],
    [(m) => (m.footer[1].label = ''), /^바닥글 2번째 링크: 이름을 입력해주세요/],
    [(m) => (m.quick[0].icon = 'skull'), /^바로가기 1번째 항목: 아이콘이 올바르지 않습니다/],
    [(m) => (m.groups[1].key = m.groups[0].key), /^2번째 메뉴 묶음: 같은 키의 묶음이 이미 있습니다/],
    [(m) => (m.groups = []), /^메뉴: 메뉴 묶음이 하나는 있어야 합니다/],
    [(m) => (m.groups[0].items[1].label = '연\n혁'), /^1번째 메뉴 묶음의 2번째 항목: 줄바꿈 없이 한 줄로/],
    [(m) => (m.footer[0].labelZh = '隐私\u2028政策'), /^바닥글 1번째 링크: 줄바꿈 없이 한 줄로/],
  ];
  for (const [spoil, message] of cases) {
    const m = structuredClone(before);
    spoil(m);
    const res = await call(app, 'PUT', '/api/menu', { token, body: m });
    assert.equal(res.status, 400, String(message));
    assert.match(res.body.errorMessage, message);
  }
  assert.deepEqual(await menu(), before);
});

test('a key the menu does not know is refused at every level, named, and nothing is stored', async () => {
  const before = await menu();
  const { sequelize } = app;
  const stored = () => sequelize.query(`SELECT body::text AS body FROM site_documents WHERE key = 'menu'`);
  const [[row]] = await stored();
  const cases: [(m: any) => void, string, RegExp][] = [
    [
      (m) => (m.groups[0].items[0].onclick = 'alert(1)'),
      'groups.0.items.0.onclick',
      /^1번째 메뉴 묶음의 1번째 항목: 알 수 없는 항목\(onclick\)/,
    ],
    [
      (m) => (m.groups[1].dangerouslySetInnerHTML = { __html: '<img src=x onerror=alert(1)>' }),
      'groups.1.dangerouslySetInnerHTML',
      /^2번째 메뉴 묶음: 알 수 없는 항목\(dangerouslySetInnerHTML\)/,
    ],
    [(m) => (m.quick[2].style = 'x'), 'quick.2.style', /^바로가기 3번째 항목: 알 수 없는 항목\(style\)/],
    [(m) => (m.theme = 'dark'), 'theme', /^메뉴: 알 수 없는 항목\(theme\)/],
  ];
  for (const [spoil, field, message] of cases) {
    const m = structuredClone(before);
    spoil(m);
    const res = await call(app, 'PUT', '/api/menu', { token, body: m });
    assert.equal(res.status, 400, field);
    assert.match(res.body.errorMessage, message);
    assert.ok(res.body.errors[field], JSON.stringify(res.body.errors));
  }
  assert.deepEqual((await stored())[0], [row]);
  assert.deepEqual(await menu(), before);
});

test('a menu stored by an earlier, looser version draws without the keys it kept', async () => {
  const { sequelize } = app;
  const [[{ body }]] = (await sequelize.query(`SELECT body FROM site_documents WHERE key = 'menu'`)) as [
    any[],
    unknown,
  ];
  const loose = structuredClone(body);
  loose.groups[0].items[0].onclick = 'alert(1)';
  await sequelize.query(`UPDATE site_documents SET body = $1::jsonb WHERE key = 'menu'`, {
    bind: [JSON.stringify(loose)],
  });
  try {
    const m = await menu();
    assert.equal(m.groups[0].items[0].label, body.groups[0].items[0].label);
    assert.equal('onclick' in m.groups[0].items[0], false);
  } finally {
    await sequelize.query(`UPDATE site_documents SET body = $1::jsonb WHERE key = 'menu'`, {
      bind: [JSON.stringify(body)],
    });
  }
});

test('targets: the pages of 페이지 관리 and the generated ones, and the boards', async () => {
  const res = await call(app, 'GET', '/api/menu/targets', { token });
  assert.equal(res.status, 200);
  const paths = res.body.pages.map((p: any) => p.path);
  for (const p of ['/introduce/greeting', '/china/info_1', '/introduce/professor', '/policy/privacy'])
    assert.ok(paths.includes(p), p);
  assert.ok(res.body.boards.some((b: any) => b.path === '/board/notice' && b.title === '공지사항'));
  assert.ok(!res.body.boards.some((b: any) => b.path === '/board/professor'));
});

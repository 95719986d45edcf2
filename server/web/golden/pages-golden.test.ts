// How the stored pages render: every page the pages migration seeded (db/seed/pages-2026.ts), read from the
// database and drawn with its widgets, and the privacy policy's seeded version, answer exactly the committed HTML
// in html/ (first written from the rendering that matched the code the pages came from). The chrome around them is
// the seeded menu's, with both kinds of application address. The clock and the admission round are fixed, so the
// files hold for any TEST_NOW; only the asset versions (?v=, which follow the CSS and the islands) are left out.
//
// A failure means a page now renders differently. When that is meant, write the files anew and read the diff:
//   UPDATE_GOLDEN=1 npm test -- --api --only server/web/golden/ && git diff --word-diff server/web/golden/
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fromAppRoot } from '../../../domain/app-root.js';
import { clockStartingAt, useClock } from '../../../domain/clock.js';
import { seedMenu } from '../../../db/seed/menu-2026.js';
import { seedPages } from '../../../db/seed/pages-2026.js';
import { AdmissionRound, Setting } from '../../../db/models/index.js';
import { loadMenu } from '../../../db/site-documents.js';
import { makeRound } from '../../test/rounds.js';
import { call, startTestApp, type TestApp } from '../../test/support.js';

const GOLDEN_DIR = fromAppRoot('server/web/golden/html');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const REGENERATE = 'UPDATE_GOLDEN=1 npm test -- --api --only server/web/golden/';

// A Tuesday morning inside the round's window below, whatever clock the run was started with.
useClock(clockStartingAt(new Date('2027-03-02T10:00:00+09:00')));

/** The widgets that draw the admission rounds: the pages holding one are drawn again with no round at all. */
const ROUND_WIDGET = /data-widget="(?:china-)?(?:admission-schedule|round-term-row|round-label)"/;

let app: TestApp;
before(async () => {
  app = await startTestApp({ rounds: false });
  await makeRound({
    name: '2027학년도 전기 신입생 모집',
    nameZh: '2027年春季入学 招生',
    term: '2027-1',
    applyStartAt: new Date('2027-02-15T09:00:00+09:00'),
    applyEndAt: new Date('2027-03-15T18:00:00+09:00'),
    announceAt: new Date('2027-04-01T10:00:00+09:00'),
  });
  await app.events.changed('rounds');
});
after(() => app.close());

/** The golden file of a page in a state: html/<state>/<path>.html (the home page: index.html). */
const goldenFile = (state: string, url: string) =>
  path.join(GOLDEN_DIR, state, `${url === '/' ? 'index' : url.slice(1)}.html`);

/** The served HTML without the asset versions, which change with every edit of the CSS or the islands. */
const withoutAssetVersions = (html: string) => html.replace(/\?v=[A-Za-z0-9_-]+/g, '');

/** The first place two texts part, with the words around it. */
function firstDifference(actual: string, expected: string): string {
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 120), i + 120));
  return `at character ${i}:\n  now:    ${around(actual)}\n  golden: ${around(expected)}`;
}

async function assertGolden(state: string, urls: readonly string[]): Promise<void> {
  const changed: string[] = [];
  for (const url of urls) {
    const served = await call(app, 'GET', url);
    assert.equal(served.status, 200, `${state} ${url}`);
    const html = withoutAssetVersions(String(served.body));
    const file = goldenFile(state, url);
    if (UPDATE) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      continue;
    }
    assert.ok(existsSync(file), `${file} is missing: write it with ${REGENERATE}`);
    const golden = readFileSync(file, 'utf8');
    if (html !== golden)
      changed.push(`${state} ${url} (${path.relative(fromAppRoot(), file)}) ${firstDifference(html, golden)}`);
  }
  assert.deepEqual(
    changed,
    [],
    `${changed.length} page(s) render differently from their golden HTML. If the change is meant, regenerate ` +
      `with \`${REGENERATE}\` and review \`git diff --word-diff server/web/golden/\`.\n${changed.join('\n')}`,
  );
}

test('the migrations stored the seeded pages and menu', async () => {
  const { menu } = await loadMenu(app.sequelize);
  assert.deepEqual(menu, JSON.parse(JSON.stringify(seedMenu)));
  const [rows] = await app.sequelize.query('SELECT path FROM pages WHERE deleted_at IS NULL ORDER BY path');
  assert.deepEqual(
    (rows as { path: string }[]).map((r) => r.path),
    seedPages.map((p) => p.path).sort(),
  );
});

test('every seeded page and the privacy policy render their golden HTML, with a round open', async () => {
  await assertGolden('open', [...seedPages.map((p) => p.path), '/policy/privacy']);
});

test('the home page and a content page render their golden chrome with an external application address', async () => {
  const row = await Setting.findByPk(1);
  assert.ok(row);
  await row.update({ data: { ...row.data, applicationUrl: 'https://apply.example.com/gsb' } });
  await app.events.changed('settings');
  try {
    await assertGolden('external', ['/', '/introduce/history']);
  } finally {
    await row.update({ data: { ...row.data, applicationUrl: '' } });
    await app.events.changed('settings');
  }
});

test('the pages that show the rounds render their golden HTML with no round at all', async () => {
  await AdmissionRound.destroy({ where: {} });
  await app.events.changed('rounds');
  const roundPages = seedPages.filter((p) => ROUND_WIDGET.test(p.content)).map((p) => p.path);
  assert.ok(roundPages.length >= 2, 'the 모집요강 and 招生指南 pages hold round widgets');
  await assertGolden('none', roundPages);
});

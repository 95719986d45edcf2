// The pages migration: the seed is what the code drew (snapshotPages() of the legacy bodies equals the committed
// db/seed/pages-2026.ts), and every seeded route, now read from the database, answers the same HTML as the legacy
// body drew, with the same settings and admission rounds (an open round, then none).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { renderPage } from '../../../public-web/document.js';
import { loadActivePopups } from '../../popups/load.js';
import { renderPopupLayer } from '../../../public-web/popups/render.js';
import { seedPages } from '../../../db/seed/pages-2026.js';
import { seedMenu } from '../../../db/seed/menu-2026.js';
import { AdmissionRound } from '../../../db/models/index.js';
import { loadSettings } from '../../../db/settings.js';
import { call, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/support.js';
import { routeSeo } from '../seo/route-seo.js';
import { RoundStore } from '../../rounds/store.js';
import { roundParts } from '../round-pages.js';
import { legacyPages } from './legacy.js';
import { snapshotPages } from './snapshot.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('the committed seed is what the legacy page bodies draw', () => {
  assert.deepEqual(snapshotPages(), JSON.parse(JSON.stringify(seedPages)));
});

async function legacyHtml(path: string): Promise<string> {
  const def = legacyPages.find((p) => p.path === path);
  assert.ok(def, path);
  const settings = await loadSettings();
  const rounds = new RoundStore(app.events);
  const { parts } = await roundParts(rounds, def.lang === 'ko' ? 'ko' : 'zh');
  const popupLang = def.lang === 'zh-Hans' ? 'zh' : null;
  const active = popupLang ? await loadActivePopups(popupLang) : null;
  return renderPage({
    path,
    title: def.title,
    settings,
    // The chrome is the menu document's, still as seeded (server/menu/seed/menu-seed.test.ts compares it).
    menu: seedMenu,
    lang: def.lang,
    description: def.description,
    origin: TEST_PUBLIC_URL,
    seo: await routeSeo(path, settings, rounds, TEST_PUBLIC_URL),
    popups: active && popupLang ? renderPopupLayer(active.popups, popupLang) : undefined,
    children: def.body(settings, parts),
  });
}

async function assertSame(label: string): Promise<void> {
  for (const { path } of seedPages) {
    const served = await call(app, 'GET', path);
    assert.equal(served.status, 200, path);
    assert.equal(String(served.body), await legacyHtml(path), `${label}: ${path}`);
  }
}

test('every seeded page reads the same from the database as the code drew it, with a round open', async () => {
  await assertSame('모집 중');
});

test('… and with no round at all (the round parts of 모집요강 and 招生指南 are left out alike)', async () => {
  await AdmissionRound.destroy({ where: {} });
  await app.events.changed('rounds');
  await assertSame('모집 없음');
});

// The menu migration: the seed is what the code drew (snapshotMenu() of the legacy menus equals the committed
// db/seed/menu-2026.ts), the document in the database draws the same groups, footer links and quick links as the
// legacy code for both languages and both kinds of application address, and the served chrome (everything outside
// <main>, and the home page's quick links) is byte for byte what the code served before the migration
// (chrome-before.json, captured from the pages served at commit 176ade6).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { seedMenu } from '../../../db/seed/menu-2026.js';
import { Setting } from '../../../db/models/index.js';
import { loadMenu } from '../../../db/site-documents.js';
import { loadSettings } from '../../../db/settings.js';
import { menuChrome } from '../../../public-web/layout/nav.js';
import { call, startTestApp, type TestApp } from '../../test/support.js';
import { chromeOf, withoutLaterParts } from './chrome.js';
import { legacyFooter, legacyNavGroups, legacyQuick } from './legacy.js';
import { snapshotMenu } from './snapshot.js';

const before176 = JSON.parse(readFileSync('server/menu/seed/chrome-before.json', 'utf8')) as Record<string, string>;
const EXTERNAL = 'https://apply.example.com/gsb';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

async function useApplicationUrl(url: string): Promise<void> {
  const row = await Setting.findByPk(1);
  assert.ok(row);
  await row.update({ data: { ...row.data, applicationUrl: url } });
  await app.events.changed('settings');
}

test('the committed seed is what the legacy menus amount to, and it is what the migration stored', async () => {
  assert.deepEqual(snapshotMenu(), JSON.parse(JSON.stringify(seedMenu)));
  assert.deepEqual((await loadMenu(app.sequelize)).menu, JSON.parse(JSON.stringify(seedMenu)));
});

test('the stored menu draws the legacy groups, footer and quick links in Korean and Chinese', async () => {
  const { menu } = await loadMenu(app.sequelize);
  for (const url of ['', EXTERNAL]) {
    const settings = { ...(await loadSettings()), applicationUrl: url };
    for (const lang of ['ko', 'zh-Hans'] as const) {
      const chrome = menuChrome(menu, settings, lang);
      assert.deepEqual(chrome.groups, legacyNavGroups(settings, lang), `${lang} ${url}`);
      assert.deepEqual(
        chrome.footer,
        legacyFooter.map(({ label, labelZh, href, ...rest }) => ({
          label: lang === 'ko' ? label : labelZh,
          href,
          ...rest,
        })),
      );
    }
    assert.deepEqual(
      menuChrome(menu, settings, 'ko').quick,
      legacyQuick.map((q) => ({ ...q })),
    );
  }
});

test('the served chrome is what the code served before the migration, with either application address', async () => {
  for (const [key, expected] of Object.entries(before176)) {
    const [variant, path] = key.split(' ');
    await useApplicationUrl(variant === 'external' ? EXTERNAL : '');
    const served = await call(app, 'GET', path);
    assert.equal(served.status, 200, key);
    assert.equal(chromeOf(String(served.body)), withoutLaterParts(expected), key);
  }
});

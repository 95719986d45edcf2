// The sample popup of `npm start` (embedded database): it shows on the home page right away.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedPopups } from '../sample/popups.js';
import { call, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('the sample popup is active now for Korean pages, and seeding twice adds nothing', async () => {
  const saved = process.env.TEST_TEMPLATE_DB;
  delete process.env.TEST_TEMPLATE_DB;
  try {
    await seedPopups();
    await seedPopups();
  } finally {
    process.env.TEST_TEMPLATE_DB = saved;
  }
  const res = await call<any[]>(app, 'GET', '/api/popups/active?lang=ko');
  assert.equal(res.status, 200);
  assert.equal(res.body.length, 1);
  assert.match(res.body[0].title, /신입생 모집/);
  assert.equal(res.body[0].linkUrl, '/entrance/recruit');
});

// The redirects' store: an address in any of its spellings is one key, and writing the same rows again changes
// nothing (an import run twice adds no copies).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import { startTestApp, type TestApp } from '../test/support.js';
import { findRedirect, upsertRedirects } from './store.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('an old address in its many spellings is one key, with the list parameters carried', () => {
  const a = redirectKey('/bbs/board.php?bo_table=notice&amp;wr_id=31&PHPSESSID=abc');
  const b = redirectKey('/bbs/board.php?wr_id=31&bo_table=notice&utm_source=kakao');
  assert.equal(a.key, '/bbs/board.php?bo_table=notice&wr_id=31');
  assert.equal(b.key, a.key);
  assert.deepEqual(redirectKey('/bbs/board.php?bo_table=notice&page=3&stx=입학'), {
    key: '/bbs/board.php?bo_table=notice',
    carry: { page: '3', stx: '입학' },
  });
  assert.equal(redirectKey('/index.php?mid=notice&document_srl=456').key, '/?document_srl=456&mid=notice');
  assert.equal(redirectKey('/notice/456/').key, '/notice/456');
});

test('upserting the same redirects twice keeps one row each, and a changed target is updated', async () => {
  const rows = [
    { from: '/bbs/board.php?bo_table=notice&wr_id=31', to: '/board/notice/7', source: 'gnuboard5:notice' },
    { from: '/notice/31', to: '/board/notice/7', source: 'gnuboard5:notice' },
  ];
  await upsertRedirects(app.sequelize, rows);
  await upsertRedirects(app.sequelize, rows);
  const [{ n }] = await app.sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM redirects WHERE source = 'gnuboard5:notice'`,
    { type: QueryTypes.SELECT },
  );
  assert.equal(n, 2);
  await upsertRedirects(app.sequelize, [{ ...rows[0], to: '/board/notice/8' }]);
  const found = await findRedirect(app.sequelize, redirectKey('/bbs/board.php?wr_id=31&amp;bo_table=notice').key);
  assert.equal(found?.to, '/board/notice/8');
  assert.equal(found?.status, 301);
});

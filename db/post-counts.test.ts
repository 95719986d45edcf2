// post_counts (migration 20261127090000) stays equal to a plain count of the posts it keeps, per board and category,
// through every kind of write: bulk inserts, edits that move a post between categories, boards, drafts, pins and
// the trash, a view-count update (which writes nothing), hard deletes, a board's deletion and TRUNCATE.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase } from '../server/test/support.js';

let client: pg.Client;
let a: number;
let b: number;

const kept = async () =>
  (
    await client.query<{ board_id: number; category: string; n: number }>(
      'SELECT board_id, category, n FROM post_counts WHERE n <> 0 ORDER BY 1, 2',
    )
  ).rows;

const counted = async () =>
  (
    await client.query<{ board_id: number; category: string; n: number }>(
      `SELECT board_id, coalesce(category, '') AS category, count(*)::int AS n FROM posts
        WHERE deleted_at IS NULL AND NOT is_draft AND NOT is_notice GROUP BY 1, 2 ORDER BY 1, 2`,
    )
  ).rows;

async function same(step: string): Promise<void> {
  assert.deepEqual(await kept(), await counted(), step);
}

before(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
  const ids = await client.query<{ id: number }>(
    `INSERT INTO boards (en_name, name, kind) VALUES ('count_a', '가 게시판', 'list'), ('count_b', '나 게시판', 'list')
     RETURNING id`,
  );
  [a, b] = ids.rows.map((r) => r.id);
});

after(() => client.end());

test('post_counts follows every write to posts', async () => {
  await client.query(
    `INSERT INTO posts (board_id, title, content, content_text, author_name, category, is_notice, is_draft)
     SELECT CASE WHEN g % 3 = 0 THEN $2::int ELSE $1::int END, '글 ' || g, '<p>본문</p>', '본문', '행정실',
            CASE WHEN g % 4 = 0 THEN NULL ELSE (ARRAY['입학', '학사'])[1 + g % 2] END, g % 10 = 0, g % 7 = 0
       FROM generate_series(1, 300) g`,
    [a, b],
  );
  await same('a bulk insert');
  const [{ n }] = (await kept()).filter((r) => r.board_id === a && r.category === '입학');
  assert.ok(n > 30, 'the insert was counted');

  await client.query(`UPDATE posts SET category = '학사' WHERE board_id = $1 AND category = '입학' AND id % 2 = 0`, [
    a,
  ]);
  await same('a category change');
  await client.query('UPDATE posts SET board_id = $2 WHERE board_id = $1 AND id % 5 = 0', [a, b]);
  await same('a move to another board');
  await client.query('UPDATE posts SET is_draft = NOT is_draft WHERE id % 3 = 1');
  await same('drafts and back');
  await client.query('UPDATE posts SET is_notice = NOT is_notice WHERE id % 11 = 2');
  await same('pinned and unpinned');
  await client.query('UPDATE posts SET deleted_at = now() WHERE id % 4 = 3');
  await same('to the trash');

  const before = await client.query('SELECT board_id, category, xmin::text AS version FROM post_counts ORDER BY 1, 2');
  await client.query('UPDATE posts SET view_count = view_count + 1');
  const afterViews = await client.query(
    'SELECT board_id, category, xmin::text AS version FROM post_counts ORDER BY 1, 2',
  );
  assert.deepEqual(afterViews.rows, before.rows, 'a view count writes no counter row');

  await client.query('DELETE FROM posts WHERE id % 6 = 0');
  await same('hard deletes');
  await client.query('DELETE FROM boards WHERE id = $1', [b]);
  await same('a deleted board');
  await client.query('TRUNCATE posts CASCADE');
  assert.deepEqual(await kept(), [], 'TRUNCATE empties the counts');
});

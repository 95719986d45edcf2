// The admin's post list counts a board's posts (drafts and pinned ones too) after every write. That total is now
// post_counts (the board's published, unpinned posts, kept by trigger) plus its pinned posts (a range of posts_list)
// plus its unpinned drafts, which this small partial index finds without walking the board's 100,000 rows.
import type { Migration } from './types.js';

export const postsDrafts: Migration = {
  name: '20261127110000-posts-drafts',
  async up({ context: qi }) {
    await qi.sequelize.query('CREATE INDEX posts_drafts ON posts (board_id) WHERE deleted_at IS NULL AND is_draft');
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP INDEX posts_drafts');
  },
};

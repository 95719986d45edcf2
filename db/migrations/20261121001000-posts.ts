// Board posts: one table for every board kind (calendar and professor fields in start/end and extra),
// soft delete, the list index the keyset paging walks, trigram indexes for Korean substring search,
// and the per-visitor-per-day view log.
import type { Migration } from './types.js';

export const posts: Migration = {
  name: '20261121001000-posts',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE TABLE posts (
        id            serial PRIMARY KEY,
        board_id      integer NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
        title         varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        content       text NOT NULL DEFAULT '',
        content_text  text NOT NULL DEFAULT '',
        category      varchar(30),
        author_name   varchar(50) NOT NULL DEFAULT '',
        is_notice     boolean NOT NULL DEFAULT false,
        published_at  timestamptz NOT NULL DEFAULT now(),
        start_at      timestamptz,
        end_at        timestamptz,
        all_day       boolean NOT NULL DEFAULT false,
        extra         jsonb NOT NULL DEFAULT '{}',
        view_count    integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
        created_by    integer REFERENCES users(id) ON DELETE SET NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        deleted_at    timestamptz,
        CHECK (start_at IS NULL OR end_at IS NULL OR end_at >= start_at)
      );
      CREATE INDEX posts_list ON posts (board_id, is_notice DESC, published_at DESC, id DESC) WHERE deleted_at IS NULL;
      -- previous/next across pinned and unpinned posts alike
      CREATE INDEX posts_timeline ON posts (board_id, published_at DESC, id DESC) WHERE deleted_at IS NULL;
      CREATE INDEX posts_events ON posts (board_id, start_at, end_at) WHERE deleted_at IS NULL AND start_at IS NOT NULL;
      CREATE INDEX posts_title_trgm ON posts USING gin (title gin_trgm_ops);
      CREATE INDEX posts_text_trgm ON posts USING gin (content_text gin_trgm_ops);
      CREATE INDEX posts_author_trgm ON posts USING gin (author_name gin_trgm_ops);

      CREATE TABLE post_views (
        post_id integer NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        day     date NOT NULL,
        visitor char(32) NOT NULL,
        PRIMARY KEY (post_id, day, visitor)
      );
      CREATE INDEX post_views_day ON post_views (day);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE post_views; DROP TABLE posts;');
  },
};

// Pages staff create and retire. A page made in 페이지 관리 starts unpublished (published_at
// NULL: only its draft holds words until the first publish). A retired page keeps its path, so no new page takes
// it, and answers 301 to redirect_to, or the site's not-found page (404) without one. Counterparts now point both
// ways (the language link and hreflang of each page name the other), so 모집요강 points to 招生指南 as well.
import type { Migration } from './types.js';

export const pageCreateRetire: Migration = {
  name: '20261130003000-page-create-retire',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE pages ALTER COLUMN published_at DROP NOT NULL;
      ALTER TABLE pages ADD COLUMN retired_at timestamptz,
        ADD COLUMN retired_by integer REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN redirect_to varchar(300),
        ADD CONSTRAINT pages_redirect_retired CHECK (redirect_to IS NULL OR retired_at IS NOT NULL);
      UPDATE pages ko SET counterpart_id = zh.id
        FROM pages zh
       WHERE zh.counterpart_id = ko.id AND ko.counterpart_id IS NULL AND zh.deleted_at IS NULL;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DELETE FROM pages WHERE published_at IS NULL;
      ALTER TABLE pages DROP CONSTRAINT pages_redirect_retired, DROP COLUMN redirect_to, DROP COLUMN retired_by,
        DROP COLUMN retired_at;
      ALTER TABLE pages ALTER COLUMN published_at SET NOT NULL;
    `);
  },
};

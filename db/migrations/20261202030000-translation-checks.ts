// 번역 확인 필요 on a Chinese page: the Korean revision it was last checked against (its own last save, or a check
// dismissed with a reason), with who checked, when and why. The Chinese page needs a check while its Korean
// counterpart's newest revision reads otherwise than that one. Pairs already made are taken as checked against the
// Korean revision that stood when the Chinese page was last saved or published. Its key is DEFERRABLE: pages and
// page_revisions then refer to each other, and a restore loads pages first and checks this key at its COMMIT.
import type { Migration } from './types.js';

export const translationChecks: Migration = {
  name: '20261202030000-translation-checks',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE pages
        ADD COLUMN translation_base_id integer REFERENCES page_revisions(id) ON DELETE SET NULL DEFERRABLE,
        ADD COLUMN translation_checked_at timestamptz,
        ADD COLUMN translation_checked_by integer REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN translation_check_note varchar(300);
      UPDATE pages zh SET translation_base_id = (
               SELECT max(r.id) FROM page_revisions r
                WHERE r.page_id = zh.counterpart_id
                  AND r.created_at <= GREATEST(zh.published_at, zh.saved_at, zh.draft_saved_at))
       WHERE zh.lang = 'zh-Hans' AND zh.counterpart_id IS NOT NULL;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE pages DROP COLUMN translation_base_id, DROP COLUMN translation_checked_at,
        DROP COLUMN translation_checked_by, DROP COLUMN translation_check_note`);
  },
};

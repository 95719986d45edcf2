// Boards for members: a board's read audience (everyone, members, or one member group), the member groups (made by
// staff or brought by an import, keyed by the old site's id) and who belongs to each.
import type { Migration } from './types.js';
import { READ_ACCESS_CODES } from '../../domain/board-access.js';

const list = READ_ACCESS_CODES.map((c) => `'${c}'`).join(', ');

export const memberBoards: Migration = {
  name: '20261202050000-member-boards',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE member_groups (
        id          serial PRIMARY KEY,
        name        varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
        -- The old site's key of an imported group (e.g. rhymix:3); a re-run finds the same group by it.
        source_key  varchar(100) UNIQUE,
        created_at  timestamptz NOT NULL
      );
      CREATE TABLE member_group_members (
        group_id  integer NOT NULL REFERENCES member_groups(id) ON DELETE CASCADE,
        user_id   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (group_id, user_id)
      );
      CREATE INDEX member_group_members_user ON member_group_members (user_id);
      ALTER TABLE boards
        ADD COLUMN read_access varchar(10) NOT NULL DEFAULT 'public' CHECK (read_access IN (${list})),
        ADD COLUMN read_group_id integer REFERENCES member_groups(id) ON DELETE RESTRICT,
        ADD CONSTRAINT boards_read_group CHECK ((read_access = 'group') = (read_group_id IS NOT NULL));
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE boards DROP CONSTRAINT boards_read_group, DROP COLUMN read_group_id, DROP COLUMN read_access;
      DROP TABLE member_group_members;
      DROP TABLE member_groups;
    `);
  },
};

// Uploaded files live in PostgreSQL (bytea), so no process keeps state on its disk.
import type { Migration } from './types.js';

export const files: Migration = {
  name: '20261121000100-files',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE files (
        id             serial PRIMARY KEY,
        owner_type     varchar(20),
        owner_id       integer,
        name           varchar(255) NOT NULL,
        mime           varchar(100) NOT NULL,
        size           integer NOT NULL CHECK (size >= 0),
        sha256         char(64) NOT NULL,
        width          integer,
        height         integer,
        data           bytea NOT NULL,
        thumb          bytea,
        download_count integer NOT NULL DEFAULT 0,
        sort_order     integer NOT NULL DEFAULT 0,
        created_by     integer REFERENCES users(id) ON DELETE SET NULL,
        created_at     timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX files_owner ON files (owner_type, owner_id);
      CREATE INDEX files_unattached ON files (created_at) WHERE owner_id IS NULL;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE files;');
  },
};

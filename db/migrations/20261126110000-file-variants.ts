// The resized copies of uploaded images (server/files/variants.ts): made with sharp the first time a width and
// format is asked for, kept here so every process serves them without resizing again. A cache: deleting rows is
// always safe, and they go with their file.
import type { Migration } from './types.js';

export const fileVariants: Migration = {
  name: '20261126110000-file-variants',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE file_variants (
        file_id    integer NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        width      integer NOT NULL CHECK (width > 0),
        format     varchar(4) NOT NULL CHECK (format IN ('avif', 'webp')),
        data       bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (file_id, width, format)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE file_variants;');
  },
};

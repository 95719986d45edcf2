// A post's revision records its attachments (id and name, in order), so restoring it brings them back.
// Older revisions have none recorded (null): restoring one leaves the post's attachments as they are.
import type { Migration } from './types.js';

export const postRevisionFiles: Migration = {
  name: '20261130004000-post-revision-files',
  async up({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE post_revisions ADD COLUMN attachments jsonb`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE post_revisions DROP COLUMN attachments`);
  },
};

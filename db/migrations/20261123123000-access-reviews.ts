// 접속기록 점검: one sign-off per month of the access log of applications, kept with who signed, when, the note
// and the finding counts as the reviewer saw them. The month is the key, so a month is signed once.
import type { Migration } from './types.js';

export const accessReviews: Migration = {
  name: '20261123123000-access-reviews',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE access_reviews (
        month           char(7) PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        signed_by       integer REFERENCES users(id) ON DELETE SET NULL,
        signed_by_login varchar(50),
        signed_by_name  varchar(50),
        note            text NOT NULL CHECK (length(note) > 0),
        counts          jsonb NOT NULL,
        signed_at       timestamptz NOT NULL
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE access_reviews;`);
  },
};

// 결과 통지서: the letter of each outcome (accepted, rejected, waitlisted, offer) and language that
// staff changed from its default (domain/result-letters.ts); a kind × language without a row reads the default.
import type { Migration } from './types.js';

export const resultLetters: Migration = {
  name: '20261128092000-result-letters',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE result_letters (
        kind            varchar(20) NOT NULL CHECK (kind IN ('accepted', 'rejected', 'waitlisted', 'offer')),
        lang            varchar(7) NOT NULL CHECK (lang IN ('ko', 'zh-Hans')),
        title           varchar(200) NOT NULL,
        body            text NOT NULL,
        updated_by_name varchar(50),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, lang)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE result_letters;');
  },
};

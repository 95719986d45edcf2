// 원서작성 시작 counted once per visitor and day: the day's salted hash of each visitor who started a form on a path
// (the same hash unique visitors are counted by, server/visits/counter.ts), kept until the day after, then deleted.
// form_starts keeps the count; no address is stored.
import type { Migration } from './types.js';

export const formStartVisitors: Migration = {
  name: '20261201020000-form-start-visitors',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE form_start_visitors (
        day     date NOT NULL,
        path    varchar(300) NOT NULL,
        visitor bytea NOT NULL,
        PRIMARY KEY (day, path, visitor)
      )`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE form_start_visitors');
  },
};

// The rows `npm start` seeded as sample content, each with its last change at the time: 샘플 내용 지우기 removes
// exactly those still unchanged (server/sample-content/), never a row staff wrote or edited since.
import type { Migration } from './types.js';

export const sampleRows: Migration = {
  name: '20261201071000-sample-rows',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE sample_rows (
        kind varchar(30) NOT NULL,
        row_id integer NOT NULL,
        seeded_updated_at timestamptz NOT NULL,
        PRIMARY KEY (kind, row_id)
      )`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE sample_rows');
  },
};

// Each import run, its dry runs included, as the admin's 가져오기 기록 lists it: when it started, from which source,
// whether it wrote anything, its summary (the --json object with the board managers) and its Korean HTML report.
import type { Migration } from './types.js';

export const importRuns: Migration = {
  name: '20261202080010-import-runs',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE import_runs (
        id serial PRIMARY KEY,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        source text NOT NULL,
        dry_run boolean NOT NULL,
        summary jsonb NOT NULL,
        report_html text NOT NULL
      )`);
    await qi.sequelize.query(`CREATE INDEX import_runs_started ON import_runs (started_at DESC, id DESC)`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE import_runs`);
  },
};

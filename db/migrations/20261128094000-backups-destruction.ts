// The runs of `npm run backup` and the daily job (backup_runs: one claim row per scheduled Seoul day, so
// the job runs once across workers and processes), the 파기 대장 (destruction_records, append-only like the access
// log: the database refuses to change or remove a row) and its monthly sign-off by the 개인정보 보호책임자
// (destruction_sign_offs, one per month, append-only too).
import type { Migration } from './types.js';

const appendOnly = (table: string, what: string) => `
  CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION '${what}은 고치거나 지울 수 없습니다 (%).', TG_OP USING ERRCODE = 'insufficient_privilege';
  END;
  $$;
  CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table}
    FOR EACH ROW EXECUTE FUNCTION ${table}_append_only();
  CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only();`;

export const backupsDestruction: Migration = {
  name: '20261128094000-backups-destruction',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE backup_runs (
        id          serial PRIMARY KEY,
        trigger     varchar(10) NOT NULL CHECK (trigger IN ('schedule', 'manual')),
        slot        date UNIQUE,
        started_at  timestamptz NOT NULL,
        finished_at timestamptz,
        ok          boolean,
        file        varchar(255),
        size        bigint,
        encrypted   boolean NOT NULL DEFAULT false,
        error       text,
        removed_at  timestamptz,
        CHECK (trigger = 'manual' OR slot IS NOT NULL)
      );
      CREATE INDEX backup_runs_started ON backup_runs (started_at DESC);

      CREATE TABLE destruction_records (
        id          serial PRIMARY KEY,
        at          timestamptz NOT NULL,
        kind        varchar(20) NOT NULL,
        count       integer NOT NULL CHECK (count >= 0),
        files       integer NOT NULL DEFAULT 0 CHECK (files >= 0),
        rule        text NOT NULL CHECK (length(rule) > 0),
        method      varchar(20) NOT NULL CHECK (method IN ('database', 'backup')),
        actor_type  varchar(10) NOT NULL CHECK (actor_type IN ('job', 'staff')),
        job         varchar(40),
        actor_id    integer,
        actor_login varchar(50),
        actor_name  varchar(50),
        detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
        CHECK ((actor_type = 'job') = (job IS NOT NULL))
      );
      CREATE INDEX destruction_records_at ON destruction_records (at);
      ${appendOnly('destruction_records', '파기 대장의 기록')}

      CREATE TABLE destruction_sign_offs (
        month           char(7) PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        signed_by       integer,
        signed_by_login varchar(50),
        signed_by_name  varchar(50),
        note            text NOT NULL CHECK (length(note) > 0),
        record_count    integer NOT NULL,
        last_record_id  integer,
        signed_at       timestamptz NOT NULL
      );
      ${appendOnly('destruction_sign_offs', '파기 대장의 서명')}
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE destruction_sign_offs;
      DROP FUNCTION destruction_sign_offs_append_only();
      DROP TABLE destruction_records;
      DROP FUNCTION destruction_records_append_only();
      DROP TABLE backup_runs;
    `);
  },
};

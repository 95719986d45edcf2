// The audit log of every staff action (개인정보의 안전성 확보조치 기준 제5조·제8조): append-only, hash-chained.
// The database itself refuses UPDATE, DELETE and TRUNCATE (triggers), so neither the app nor a stray SQL session can
// rewrite it; an owner who disables the triggers still leaves a broken chain (server/audit/log.ts verifies it).
// The id is given by the writer under an advisory lock (max + 1), not by a sequence: a sequence skips a number when
// a transaction rolls back, and a skipped number must mean a deleted entry.
import type { Migration } from './types.js';

export const auditLog: Migration = {
  name: '20261123122000-audit-log',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE audit_logs (
        id             bigint PRIMARY KEY CHECK (id > 0),
        at             timestamptz NOT NULL,
        actor_id       integer,
        actor_login    varchar(50),
        actor_name     varchar(50),
        actor_role     varchar(20),
        ip             varchar(64),
        user_agent     varchar(200),
        action         varchar(80) NOT NULL,
        resource       varchar(50) NOT NULL,
        record_id      text,
        changed_fields text[] NOT NULL DEFAULT '{}',
        detail         jsonb NOT NULL DEFAULT '{}',
        status         integer,
        prev_hash      char(64) NOT NULL,
        hash           char(64) NOT NULL UNIQUE
      );
      CREATE INDEX audit_logs_at ON audit_logs (at DESC);
      CREATE INDEX audit_logs_actor ON audit_logs (actor_login);
      CREATE INDEX audit_logs_action ON audit_logs (action);
      CREATE INDEX audit_logs_resource ON audit_logs (resource);

      CREATE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '감사 기록은 추가만 할 수 있습니다: audit_logs에 대한 % 은(는) 허용되지 않습니다 (append-only)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END;
      $$;
      CREATE TRIGGER audit_logs_no_update_delete BEFORE UPDATE OR DELETE ON audit_logs
        FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only();
      CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
        FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only();
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE audit_logs; DROP FUNCTION audit_logs_append_only();`);
  },
};

// The audit chain's signed checkpoints, kept in the database as well as in the checkpoint file, the log and the
// 개인정보 보호책임자's daily mail (server/audit/checkpoints.ts). The copy here is the one every 무결성 확인 finds
// without being told where to look: it remembers that checkpoints were written, so an emptied or shortened audit_logs
// never reads as intact while it stands. Append-only like the log (the serving role may only SELECT and INSERT:
// db/serving-role.ts); an owner can still drop rows here, which is why the copies outside the database exist.
import type { Migration } from './types.js';

export const auditCheckpoints: Migration = {
  name: '20261201030000-audit-checkpoints',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE audit_checkpoints (
        id       bigserial PRIMARY KEY,
        last_id  bigint NOT NULL CHECK (last_id >= 0),
        last_hash char(64) NOT NULL,
        count    integer NOT NULL CHECK (count >= 0),
        at       timestamptz NOT NULL,
        sig      char(64) NOT NULL
      );
      CREATE INDEX audit_checkpoints_last_id ON audit_checkpoints (last_id);

      CREATE FUNCTION audit_checkpoints_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '감사 기록 체크포인트는 추가만 할 수 있습니다: audit_checkpoints에 대한 % 은(는) 허용되지 않습니다 (append-only)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END;
      $$;
      CREATE TRIGGER audit_checkpoints_no_update_delete BEFORE UPDATE OR DELETE ON audit_checkpoints
        FOR EACH ROW EXECUTE FUNCTION audit_checkpoints_append_only();
      CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON audit_checkpoints
        FOR EACH STATEMENT EXECUTE FUNCTION audit_checkpoints_append_only();
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE audit_checkpoints; DROP FUNCTION audit_checkpoints_append_only();`);
  },
};

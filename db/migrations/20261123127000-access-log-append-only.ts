// 기준 제8조③: the access records of applicants' personal data are protected against alteration and loss. The
// database itself refuses to change or remove a row of application_access_logs (nothing in the site does either:
// records outlive the applications they name, at least the two years the 기준 asks for).
import type { Migration } from './types.js';

export const accessLogAppendOnly: Migration = {
  name: '20261123127000-access-log-append-only',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE FUNCTION application_access_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '개인정보 접근 기록은 고치거나 지울 수 없습니다 (%).', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END;
      $$;
      CREATE TRIGGER application_access_logs_no_change
        BEFORE UPDATE OR DELETE ON application_access_logs
        FOR EACH ROW EXECUTE FUNCTION application_access_logs_append_only();
      CREATE TRIGGER application_access_logs_no_truncate
        BEFORE TRUNCATE ON application_access_logs
        FOR EACH STATEMENT EXECUTE FUNCTION application_access_logs_append_only();
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TRIGGER application_access_logs_no_truncate ON application_access_logs;
      DROP TRIGGER application_access_logs_no_change ON application_access_logs;
      DROP FUNCTION application_access_logs_append_only();
    `);
  },
};

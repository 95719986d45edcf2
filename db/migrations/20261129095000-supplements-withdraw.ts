// 보완 online, the look-up password reset and 지원 취소:
// - every document of an application has a state (제출, 확인, 보완 요청, 보완 제출), the request's note and deadline,
//   who uploaded it and when, and the document it replaces (a replacement is a new row: both files are kept);
// - 지원 취소 (withdrawn) is a status of its own, with when and why;
// - a look-up password reset goes through a one-time code (stored hashed, single-use, counted tries);
//   lookup_changed_at marks when the password last changed: look-up sessions opened before it stop working.
import type { Migration } from './types.js';

export const supplementsWithdraw: Migration = {
  name: '20261129095000-supplements-withdraw',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE applications DROP CONSTRAINT applications_status_check;
      ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
        ('received', 'doc_check', 'doc_review', 'interview', 'accepted', 'rejected', 'waitlisted', 'registered',
         'declined', 'withdrawn'));
      ALTER TABLE applications
        ADD COLUMN withdrawn_at      timestamptz,
        ADD COLUMN withdraw_reason   varchar(500),
        ADD COLUMN lookup_changed_at timestamptz;

      ALTER TABLE application_documents
        ADD COLUMN state            varchar(12) NOT NULL DEFAULT 'submitted'
                                    CHECK (state IN ('submitted', 'checked', 'requested', 'resubmitted')),
        ADD COLUMN request_note     varchar(1000),
        ADD COLUMN due_at           timestamptz,
        ADD COLUMN state_changed_at timestamptz,
        ADD COLUMN replaces_id      integer REFERENCES application_documents(id) ON DELETE SET NULL,
        ADD COLUMN uploaded_by      varchar(50) NOT NULL DEFAULT '지원자',
        ADD COLUMN uploaded_at      timestamptz NOT NULL DEFAULT now();
      UPDATE application_documents d SET uploaded_at = a.submitted_at FROM applications a WHERE a.id = d.application_id;
      CREATE INDEX application_documents_waiting ON application_documents (application_id) WHERE state = 'resubmitted';

      CREATE TABLE lookup_reset_codes (
        id             serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        code_hash      char(64) NOT NULL,
        expires_at     timestamptz NOT NULL,
        attempts       smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        used_at        timestamptz,
        created_at     timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX lookup_reset_codes_app ON lookup_reset_codes (application_id, created_at DESC);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE lookup_reset_codes;
      ALTER TABLE application_documents DROP COLUMN state, DROP COLUMN request_note, DROP COLUMN due_at,
        DROP COLUMN state_changed_at, DROP COLUMN replaces_id, DROP COLUMN uploaded_by, DROP COLUMN uploaded_at;
      ALTER TABLE applications DROP COLUMN withdrawn_at, DROP COLUMN withdraw_reason, DROP COLUMN lookup_changed_at;
      UPDATE applications SET status = 'received' WHERE status = 'withdrawn';
      ALTER TABLE applications DROP CONSTRAINT applications_status_check;
      ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
        ('received', 'doc_check', 'doc_review', 'interview', 'accepted', 'rejected', 'waitlisted', 'registered', 'declined'));
    `);
  },
};

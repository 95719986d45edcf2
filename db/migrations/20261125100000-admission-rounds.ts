// Admission rounds (모집) as data: the windows in which each track accepts applications, the announcement
// instant, and the optional particulars of a round (tracks and departments with quotas, documents, essay
// prompts, fee, deadlines, interview and registration) kept as one validated JSON document (domain/rounds.ts).
// An application names its round; staff assign 수험번호 and interviews and mark the fee paid. Mail templates
// hold what staff changed of the default texts of the applicant mails (domain/applicant-mail.ts).
import type { Migration } from './types.js';

export const admissionRounds: Migration = {
  name: '20261125100000-admission-rounds',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE admission_rounds (
        id                serial PRIMARY KEY,
        name              varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
        name_zh           varchar(100) NOT NULL DEFAULT '',
        term              varchar(10) NOT NULL CHECK (term ~ '^20[0-9]{2}-[12]$'),
        apply_start_at    timestamptz NOT NULL,
        apply_end_at      timestamptz NOT NULL,
        announce_at       timestamptz NOT NULL,
        details           jsonb NOT NULL DEFAULT '{}',
        results_mailed_at timestamptz,
        created_by        integer REFERENCES users(id) ON DELETE SET NULL,
        updated_by        integer REFERENCES users(id) ON DELETE SET NULL,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT admission_rounds_window CHECK (apply_end_at > apply_start_at),
        CONSTRAINT admission_rounds_announce CHECK (announce_at >= apply_end_at)
      );
      CREATE INDEX admission_rounds_window ON admission_rounds (apply_start_at, apply_end_at);
      CREATE INDEX admission_rounds_announce ON admission_rounds (announce_at) WHERE results_mailed_at IS NULL;

      ALTER TABLE applications
        ADD COLUMN round_id        integer REFERENCES admission_rounds(id) ON DELETE RESTRICT,
        ADD COLUMN exam_no         varchar(20),
        ADD COLUMN interview_at    timestamptz,
        ADD COLUMN interview_place varchar(200),
        ADD COLUMN fee_paid_at     timestamptz,
        ADD COLUMN fee_paid_by     varchar(50);
      CREATE INDEX applications_round ON applications (round_id, status);
      CREATE UNIQUE INDEX applications_exam_no ON applications (round_id, exam_no) WHERE exam_no IS NOT NULL;

      CREATE TABLE mail_templates (
        kind            varchar(50) NOT NULL,
        lang            varchar(7) NOT NULL CHECK (lang IN ('ko', 'zh-Hans')),
        subject         varchar(300) NOT NULL,
        body            text NOT NULL,
        updated_by_name varchar(50),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, lang)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE mail_templates;
      ALTER TABLE applications DROP COLUMN round_id, DROP COLUMN exam_no, DROP COLUMN interview_at,
        DROP COLUMN interview_place, DROP COLUMN fee_paid_at, DROP COLUMN fee_paid_by;
      DROP TABLE admission_rounds;
    `);
  },
};

// Admission applications: the application, its documents, its status history, the per-term receipt counter,
// and the access log every admin view, change, download and export writes (안전성 확보조치 기준 제8조).
import type { Migration } from './types.js';

export const applications: Migration = {
  name: '20261121002000-applications',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE application_counters (
        term        varchar(10) PRIMARY KEY,
        last_number integer NOT NULL CHECK (last_number >= 0)
      );

      CREATE TABLE applications (
        id               serial PRIMARY KEY,
        receipt_no       varchar(20) NOT NULL UNIQUE,
        idempotency_key  uuid NOT NULL UNIQUE,
        locale           varchar(10) NOT NULL CHECK (locale IN ('ko', 'zh-Hans')),
        term             varchar(10) NOT NULL,
        track            varchar(20) NOT NULL CHECK (track IN ('master', 'china_mba')),
        department       varchar(40),
        status           varchar(20) NOT NULL DEFAULT 'received'
                         CHECK (status IN ('received', 'doc_check', 'doc_review', 'interview', 'accepted', 'rejected', 'waitlisted')),
        name             varchar(50) NOT NULL,
        name_en          varchar(100) NOT NULL,
        birth_date       date NOT NULL,
        gender           char(1) NOT NULL CHECK (gender IN ('M', 'F')),
        nationality      varchar(50) NOT NULL,
        mobile           varchar(30) NOT NULL,
        email            varchar(254) NOT NULL,
        postal_code      varchar(10),
        address          varchar(200) NOT NULL,
        address_detail   varchar(200),
        school           varchar(100) NOT NULL,
        major            varchar(100) NOT NULL,
        degree           varchar(20) NOT NULL,
        degree_status    varchar(20) NOT NULL,
        edu_start        char(7) NOT NULL,
        edu_end          char(7) NOT NULL,
        company          varchar(100),
        company_dept     varchar(100),
        position         varchar(50),
        career_years     smallint CHECK (career_years BETWEEN 0 AND 60),
        industry         varchar(30),
        career_role      varchar(20),
        topik_level      smallint CHECK (topik_level BETWEEN 0 AND 6),
        essay_intro      text NOT NULL,
        essay_plan       text NOT NULL,
        consents         jsonb NOT NULL,
        lookup_hash      text NOT NULL,
        memo             text NOT NULL DEFAULT '',
        applicant_note   text NOT NULL DEFAULT '',
        submit_ip        varchar(64),
        submitted_at     timestamptz NOT NULL DEFAULT now(),
        status_changed_at timestamptz NOT NULL DEFAULT now(),
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX applications_term_status ON applications (term, status, submitted_at DESC);
      CREATE INDEX applications_lookup ON applications (name, birth_date);
      CREATE INDEX applications_submitted ON applications (submitted_at);
      CREATE INDEX applications_name_trgm ON applications USING gin (name gin_trgm_ops);

      CREATE TABLE application_documents (
        id             serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        file_id        integer NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        kind           varchar(20) NOT NULL
      );
      CREATE INDEX application_documents_app ON application_documents (application_id);

      CREATE TABLE application_status_history (
        id             serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        from_status    varchar(20),
        to_status      varchar(20) NOT NULL,
        note           text NOT NULL DEFAULT '',
        changed_by     integer REFERENCES users(id) ON DELETE SET NULL,
        changed_by_name varchar(50),
        created_at     timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX application_status_history_app ON application_status_history (application_id, created_at);

      -- Kept after an application is destroyed (no foreign key): the receipt number says whose record it was.
      CREATE TABLE application_access_logs (
        id             bigserial PRIMARY KEY,
        user_id        integer,
        user_login     varchar(50),
        user_name      varchar(50),
        ip             varchar(64),
        action         varchar(20) NOT NULL
                       CHECK (action IN ('list', 'view', 'update', 'status', 'download', 'export', 'destroy', 'purge')),
        application_id integer,
        receipt_no     varchar(20),
        detail         jsonb NOT NULL DEFAULT '{}',
        created_at     timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX application_access_logs_time ON application_access_logs (created_at DESC);
      CREATE INDEX application_access_logs_receipt ON application_access_logs (receipt_no);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE application_access_logs; DROP TABLE application_status_history; DROP TABLE application_documents;
      DROP TABLE applications; DROP TABLE application_counters;
    `);
  },
};

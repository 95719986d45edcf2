// Sign-up forms built by staff: the form with its fields (jsonb), seats and period, and its
// responses. A response's status is confirmed or waitlisted by the seats when it came, cancelled by its cancel link;
// the respondent's e-mail, name and the optional marketing consent are columns (campaigns read them), the rest of
// the answers stay in jsonb. Responses are purged after the form's retention days (server/forms/purge.ts).
import type { Migration } from './types.js';

export const forms: Migration = {
  name: '20261129091000-forms',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE forms (
        id                 serial PRIMARY KEY,
        title              varchar(200) NOT NULL,
        slug               varchar(80) NOT NULL UNIQUE,
        description        text NOT NULL DEFAULT '',
        fields             jsonb NOT NULL DEFAULT '[]',
        capacity           integer CHECK (capacity IS NULL OR capacity > 0),
        opens_at           timestamptz,
        closes_at          timestamptz,
        consent_text       text NOT NULL,
        retention_days     integer NOT NULL CHECK (retention_days BETWEEN 1 AND 3650),
        confirmation_mail  text NOT NULL DEFAULT '',
        lang               varchar(10) NOT NULL DEFAULT 'ko' CHECK (lang IN ('ko', 'zh-Hans')),
        ask_marketing      boolean NOT NULL DEFAULT false,
        published          boolean NOT NULL DEFAULT true,
        created_by         integer REFERENCES users(id) ON DELETE SET NULL,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL
      );

      CREATE TABLE form_responses (
        id                    serial PRIMARY KEY,
        form_id               integer NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
        answers               jsonb NOT NULL,
        email                 text,
        name                  text,
        status                varchar(12) NOT NULL CHECK (status IN ('confirmed', 'waitlisted', 'cancelled')),
        marketing_consent     boolean NOT NULL DEFAULT false,
        marketing_consent_at  timestamptz,
        -- A fresh random value per response, in the signed cancel link: the link names only this response.
        cancel_nonce          varchar(40) NOT NULL,
        created_at            timestamptz NOT NULL,
        status_at             timestamptz NOT NULL
      );
      CREATE INDEX form_responses_form ON form_responses (form_id, status, id);
      CREATE INDEX form_responses_created ON form_responses (created_at);
      CREATE INDEX form_responses_email ON form_responses (lower(email)) WHERE email IS NOT NULL;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE form_responses, forms');
  },
};

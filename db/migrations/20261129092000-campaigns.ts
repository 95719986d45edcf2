// Mail to those who asked for it: subscribers of 입학 소식 (double opt-in: pending until the
// link in the confirmation mail is followed; consent_at is when the consent was last given, re-asked every two
// years), the one suppression list of unsubscribed addresses (every audience leaves them out), campaigns and their
// recipients (one row per normalized address, the token of its one-click unsubscribe, its outbox row). The outbox
// learns two things: headers a row carries (List-Unsubscribe) and `bulk` rows, which the worker sends at a steady
// rate and never between 21:00 and 08:00 Seoul.
import type { Migration } from './types.js';

export const campaigns: Migration = {
  name: '20261129092000-campaigns',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE mail_outbox ADD COLUMN headers jsonb, ADD COLUMN bulk boolean NOT NULL DEFAULT false;
      CREATE INDEX mail_outbox_due_bulk ON mail_outbox (next_attempt_at, id) WHERE status = 'pending' AND bulk;

      CREATE TABLE subscribers (
        id                serial PRIMARY KEY,
        email             varchar(254) NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
        name              varchar(50) NOT NULL,
        lang              varchar(7) NOT NULL DEFAULT 'ko' CHECK (lang IN ('ko', 'zh-Hans')),
        status            varchar(10) NOT NULL CHECK (status IN ('pending', 'confirmed')),
        token             varchar(64) NOT NULL UNIQUE,
        requested_at      timestamptz NOT NULL,
        consent_at        timestamptz,
        reconfirm_sent_at timestamptz,
        created_at        timestamptz NOT NULL,
        CONSTRAINT subscribers_confirmed CHECK (status <> 'confirmed' OR consent_at IS NOT NULL)
      );
      CREATE INDEX subscribers_consent ON subscribers (consent_at) WHERE status = 'confirmed';

      CREATE TABLE mail_unsubscribes (
        email           varchar(254) PRIMARY KEY CHECK (email = lower(btrim(email))),
        unsubscribed_at timestamptz NOT NULL,
        campaign_id     integer
      );

      CREATE TABLE campaigns (
        id              serial PRIMARY KEY,
        subject         varchar(200) NOT NULL,
        body            text NOT NULL,
        audiences       varchar(30)[] NOT NULL,
        status          varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sent')),
        send_at         timestamptz,
        sent_at         timestamptz,
        recipient_count integer CHECK (recipient_count >= 0),
        created_by      integer REFERENCES users(id) ON DELETE SET NULL,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL,
        CONSTRAINT campaigns_scheduled CHECK (status <> 'scheduled' OR send_at IS NOT NULL)
      );
      CREATE INDEX campaigns_due ON campaigns (send_at) WHERE status = 'scheduled';

      CREATE TABLE campaign_recipients (
        id              serial PRIMARY KEY,
        campaign_id     integer NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        email           varchar(254) NOT NULL,
        token           varchar(64) NOT NULL UNIQUE,
        outbox_id       integer REFERENCES mail_outbox(id) ON DELETE SET NULL,
        unsubscribed_at timestamptz,
        UNIQUE (campaign_id, email)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE campaign_recipients;
      DROP TABLE campaigns;
      DROP TABLE mail_unsubscribes;
      DROP TABLE subscribers;
      DROP INDEX mail_outbox_due_bulk;
      ALTER TABLE mail_outbox DROP COLUMN headers, DROP COLUMN bulk;
    `);
  },
};

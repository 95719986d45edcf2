// The transactional outbox of e-mail: a mail is a row written in the same transaction as the change that causes
// it, and the worker in the process (server/mail/worker.ts) sends it with retries. dedupe_key keeps one event
// from enqueuing twice; the lease brings back a row whose sender died mid-send.
import type { Migration } from './types.js';

export const mailOutbox: Migration = {
  name: '20261123121000-mail-outbox',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE mail_outbox (
        id              serial PRIMARY KEY,
        kind            varchar(50) NOT NULL,
        to_address      varchar(254) NOT NULL,
        lang            varchar(7) NOT NULL DEFAULT 'ko' CHECK (lang IN ('ko', 'zh-Hans')),
        subject         varchar(300) NOT NULL,
        text_body       text NOT NULL,
        html_body       text,
        dedupe_key      varchar(200) UNIQUE,
        status          varchar(10) NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL,
        lease_until     timestamptz,
        last_error      varchar(1000),
        message_id      varchar(300),
        sent_at         timestamptz,
        created_at      timestamptz NOT NULL,
        CONSTRAINT mail_outbox_lease CHECK (status <> 'sending' OR lease_until IS NOT NULL)
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';
      CREATE INDEX mail_outbox_leased ON mail_outbox (lease_until) WHERE status = 'sending';
      CREATE INDEX mail_outbox_created ON mail_outbox (created_at);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE mail_outbox;');
  },
};

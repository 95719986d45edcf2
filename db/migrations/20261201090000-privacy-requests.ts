// The data subject's requests (열람·정정·삭제·처리정지·동의 철회) made online, each step of their handling, the
// 6-digit codes mailed to a sign-up's or a subscriber's address to prove who asks, and the addresses whose
// processing is stopped (처리정지, 동의 철회): no 홍보 메일 and no export of that person.
import type { Migration } from './types.js';

export const privacyRequests: Migration = {
  name: '20261201090000-privacy-requests',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE privacy_requests (
        id            serial PRIMARY KEY,
        kind          varchar(10) NOT NULL CHECK (kind IN ('access', 'correct', 'delete', 'suspend', 'withdraw')),
        subject       varchar(12) NOT NULL CHECK (subject IN ('application', 'member', 'question', 'email')),
        -- The record that proved who asks: an application, a member, a question; NULL for an address (email).
        subject_id    integer,
        receipt_no    varchar(20),
        email         varchar(254) NOT NULL,
        name          varchar(50),
        lang          varchar(7) NOT NULL CHECK (lang IN ('ko', 'zh-Hans')),
        about         varchar(200) NOT NULL DEFAULT '',
        text          text NOT NULL CHECK (length(text) > 0),
        status        varchar(10) NOT NULL DEFAULT 'received'
                      CHECK (status IN ('received', 'delayed', 'done', 'refused')),
        due_at        timestamptz NOT NULL,
        answer        text,
        answered_at   timestamptz,
        answered_by   integer REFERENCES users(id) ON DELETE SET NULL,
        -- 열람: what we held when it was answered, and the hash of the person's download link.
        dossier       jsonb,
        download_hash char(64) UNIQUE,
        download_until timestamptz,
        created_at    timestamptz NOT NULL,
        CHECK ((subject = 'email') = (subject_id IS NULL))
      );
      CREATE INDEX privacy_requests_open ON privacy_requests (due_at) WHERE status IN ('received', 'delayed');

      CREATE TABLE privacy_request_steps (
        id          serial PRIMARY KEY,
        request_id  integer NOT NULL REFERENCES privacy_requests(id) ON DELETE CASCADE,
        at          timestamptz NOT NULL,
        step        varchar(20) NOT NULL,
        note        text NOT NULL DEFAULT '',
        actor_id    integer REFERENCES users(id) ON DELETE SET NULL,
        actor_name  varchar(50),
        detail      jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX privacy_request_steps_request ON privacy_request_steps (request_id, id);

      CREATE TABLE privacy_request_codes (
        id          serial PRIMARY KEY,
        email       varchar(254) NOT NULL,
        code_hash   char(64) NOT NULL,
        expires_at  timestamptz NOT NULL,
        attempts    integer NOT NULL DEFAULT 0,
        used_at     timestamptz,
        created_at  timestamptz NOT NULL
      );
      CREATE INDEX privacy_request_codes_email ON privacy_request_codes (email, created_at DESC);

      CREATE TABLE privacy_holds (
        email       varchar(254) PRIMARY KEY CHECK (email = lower(btrim(email))),
        kind        varchar(10) NOT NULL CHECK (kind IN ('suspend', 'withdraw')),
        request_id  integer REFERENCES privacy_requests(id) ON DELETE SET NULL,
        at          timestamptz NOT NULL
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(
      'DROP TABLE privacy_holds, privacy_request_codes, privacy_request_steps, privacy_requests',
    );
  },
};

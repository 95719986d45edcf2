// Users, refresh tokens, rate-limit counters, boards and the one settings row.
import type { Migration } from './types.js';

export const foundation: Migration = {
  name: '20261121000000-foundation',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE TABLE users (
        id            serial PRIMARY KEY,
        login_id      varchar(20) UNIQUE,
        password_hash text,
        name          varchar(50),
        email         varchar(254),
        phone         varchar(20),
        role          varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        token_version integer NOT NULL DEFAULT 0,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        deleted_at    timestamptz
      );

      CREATE TABLE refresh_tokens (
        id          serial PRIMARY KEY,
        user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id   uuid NOT NULL,
        token_hash  char(64) NOT NULL UNIQUE,
        expires_at  timestamptz NOT NULL,
        used_at     timestamptz,
        revoked_at  timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

      -- rate-limiter-flexible's PostgreSQL store (created here so migrations stay the only schema writer)
      CREATE TABLE rate_limits (
        key    varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );

      CREATE TABLE boards (
        id                 serial PRIMARY KEY,
        en_name            varchar(40) NOT NULL UNIQUE CHECK (en_name ~ '^[a-z][a-z0-9_]*$'),
        name               varchar(100) NOT NULL,
        kind               varchar(20) NOT NULL CHECK (kind IN ('list', 'gallery', 'calendar', 'professor')),
        rows_per_page      integer NOT NULL DEFAULT 15 CHECK (rows_per_page BETWEEN 1 AND 100),
        new_badge_hours    integer NOT NULL DEFAULT 72 CHECK (new_badge_hours BETWEEN 0 AND 8760),
        categories         jsonb NOT NULL DEFAULT '[]',
        allow_attachments  boolean NOT NULL DEFAULT true,
        max_files          integer NOT NULL DEFAULT 5 CHECK (max_files BETWEEN 0 AND 20),
        max_file_mb        integer NOT NULL DEFAULT 20 CHECK (max_file_mb BETWEEN 1 AND 100),
        allowed_extensions jsonb NOT NULL DEFAULT '[]',
        sort_order         integer NOT NULL DEFAULT 0,
        created_at         timestamptz NOT NULL DEFAULT now(),
        updated_at         timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE settings (
        id         smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        data       jsonb NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(
      'DROP TABLE settings; DROP TABLE boards; DROP TABLE rate_limits; DROP TABLE refresh_tokens; DROP TABLE users;',
    );
  },
};

// Home-page popups (layers, never windows): what they show, when, to whom, and how they sit on a desktop.
import type { Migration } from './types.js';

export const popups: Migration = {
  name: '20261121003000-popups',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE popups (
        id            serial PRIMARY KEY,
        title         varchar(100) NOT NULL,
        body          text NOT NULL DEFAULT '',
        image_file_id integer REFERENCES files(id) ON DELETE SET NULL,
        image_alt     varchar(300) NOT NULL DEFAULT '',
        link_url      varchar(500) NOT NULL DEFAULT '',
        link_new_tab  boolean NOT NULL DEFAULT false,
        start_at      timestamptz NOT NULL,
        end_at        timestamptz NOT NULL,
        device        varchar(10) NOT NULL DEFAULT 'all' CHECK (device IN ('all', 'pc', 'mobile')),
        lang          varchar(5) NOT NULL DEFAULT 'ko' CHECK (lang IN ('all', 'ko', 'zh')),
        active        boolean NOT NULL DEFAULT true,
        sort_order    integer NOT NULL DEFAULT 0,
        dismiss_mode  varchar(10) NOT NULL DEFAULT 'today' CHECK (dismiss_mode IN ('today', 'hours')),
        dismiss_hours integer NOT NULL DEFAULT 24 CHECK (dismiss_hours BETWEEN 1 AND 720),
        position_left integer CHECK (position_left BETWEEN 0 AND 3000),
        position_top  integer CHECK (position_top BETWEEN 0 AND 3000),
        width         integer NOT NULL DEFAULT 450 CHECK (width BETWEEN 240 AND 1200),
        height        integer NOT NULL DEFAULT 500 CHECK (height BETWEEN 120 AND 1200),
        created_by    integer REFERENCES users(id) ON DELETE SET NULL,
        updated_by    integer REFERENCES users(id) ON DELETE SET NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT popups_period CHECK (end_at > start_at)
      );
      CREATE INDEX popups_showing ON popups (end_at, start_at) WHERE active;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE popups;');
  },
};

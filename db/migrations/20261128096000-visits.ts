// Visitor figures without cookies (server/visits/): page views per Seoul day and path, with the referrer's host, the
// device class and the visitor's language; the application form's starts; and unique visitors. A visitor is a
// salted hash (the salt lives in memory for one Seoul day and is never written) kept only for the two days the
// counting needs, then folded into visit_days' count: no address, cookie or lasting identifier is stored.
import type { Migration } from './types.js';

export const visits: Migration = {
  name: '20261128096000-visits',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE page_visits (
        day      date NOT NULL,
        path     varchar(300) NOT NULL,
        -- '' for none (typed, bookmarked, an app), '-' for this site's own pages, else the referring host.
        referrer varchar(253) NOT NULL,
        device   varchar(10) NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
        lang     varchar(10) NOT NULL,
        views    integer NOT NULL CHECK (views > 0),
        PRIMARY KEY (day, path, referrer, device, lang)
      );
      CREATE INDEX page_visits_path ON page_visits (path, day);

      CREATE TABLE form_starts (
        day    date NOT NULL,
        path   varchar(300) NOT NULL,
        starts integer NOT NULL CHECK (starts > 0),
        PRIMARY KEY (day, path)
      );

      -- The day's salted hashes, kept until the day after; then only their number stays (visit_days).
      CREATE TABLE visit_visitors (
        day     date NOT NULL,
        visitor bytea NOT NULL,
        PRIMARY KEY (day, visitor)
      );
      CREATE TABLE visit_days (
        day      date PRIMARY KEY,
        visitors integer NOT NULL CHECK (visitors >= 0)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE visit_days, visit_visitors, form_starts, page_visits');
  },
};

// 입학 소식 받기 is linked from every page's footer, so a visitor finds /subscribe without staff
// having to add it in 메뉴 관리; a menu that already links it, or whose footer is full (12), is left as it is.
import type { Migration } from './types.js';

const ITEM = {
  label: '입학 소식 받기',
  labelZh: '订阅招生资讯',
  href: '/subscribe',
  newTab: false,
  visible: true,
};

export const subscribeLink: Migration = {
  name: '20261129097000-subscribe-link',
  async up({ context: qi }) {
    await qi.sequelize.query(
      `UPDATE site_documents
          SET body = jsonb_set(body, '{footer}', COALESCE(body->'footer', '[]'::jsonb) || jsonb_build_array($item::jsonb))
        WHERE key = 'menu'
          AND jsonb_array_length(COALESCE(body->'footer', '[]'::jsonb)) < 12
          AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(COALESCE(body->'footer', '[]'::jsonb)) f
                           WHERE f->>'href' = '/subscribe')`,
      { bind: { item: JSON.stringify(ITEM) } },
    );
  },
  async down({ context: qi }) {
    await qi.sequelize.query(
      `UPDATE site_documents
          SET body = jsonb_set(body, '{footer}', (SELECT COALESCE(jsonb_agg(f), '[]'::jsonb)
                                                    FROM jsonb_array_elements(body->'footer') f
                                                   WHERE f->>'href' <> '/subscribe'))
        WHERE key = 'menu' AND body ? 'footer'`,
    );
  },
};

// The privacy policy's versions (개인정보 보호법 제30조: earlier versions stay readable). Each version has its
// effective date (시행일); the site shows the one in force and lists the others. Seeded with the policy the code drew
// (db/seed/privacy-2025.ts), its ⟦placeholders⟧ filled from the site settings of the day it moved, as the version
// in force, and with the earlier version(s) the code named: their dates only, since their text was never on the
// site, with the note that the office gives it on request (no legal text is made up here).
import type { Migration } from './types.js';
import { seedPrivacy } from '../seed/privacy-2025.js';
import { defaultSettings, type SiteSettings } from '../../domain/settings.js';
import { fillPrivacyTemplate } from '../../domain/privacy.js';

export const PREVIOUS_NOTE =
  '이 판의 전문은 홈페이지에 게시되어 있지 않습니다. 열람을 원하시면 개인정보 보호책임자(대학원 행정실)에게 요청해 주십시오.';

export const privacyVersions: Migration = {
  name: '20261126141000-privacy-versions',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE privacy_versions (
        id           serial PRIMARY KEY,
        effective_on date NOT NULL UNIQUE,
        content      text NOT NULL DEFAULT '',
        summary      varchar(300),
        notes        varchar(1000),
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by integer REFERENCES users(id) ON DELETE SET NULL
      );
    `);
    const [rows] = (await qi.sequelize.query(`SELECT data FROM settings WHERE id = 1`)) as [
      { data: object }[],
      unknown,
    ];
    const stored = (rows[0]?.data ?? {}) as Partial<SiteSettings>;
    const settings: SiteSettings = {
      ...defaultSettings,
      ...stored,
      privacyOfficer: { ...defaultSettings.privacyOfficer, ...(stored.privacyOfficer ?? {}) },
    };
    for (const p of seedPrivacy.previous) {
      await qi.sequelize.query(
        `INSERT INTO privacy_versions (effective_on, content, notes, published_at) VALUES ($on, '', $notes, $on::date)`,
        { bind: { on: p.effectiveOn, notes: PREVIOUS_NOTE } },
      );
    }
    await qi.sequelize.query(
      `INSERT INTO privacy_versions (effective_on, content, notes, published_at) VALUES ($on, $content, $notes, now())`,
      {
        bind: {
          on: seedPrivacy.effectiveOn,
          content: fillPrivacyTemplate(seedPrivacy.template, settings),
          notes:
            '홈페이지 소스 코드에서 옮긴 판 (학교 이름, 보유 기간, 개인정보 보호책임자는 옮긴 날의 사이트 설정 값)',
        },
      },
    );
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE privacy_versions`);
  },
};

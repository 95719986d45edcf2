// The one China MBA page with a Korean counterpart to follow: 招生指南 (/china/info_4) translates the 모집요강
// (/entrance/recruit). 페이지 관리 shows 번역 확인 필요 on the zh page once the Korean one is published after it.
// (项目介绍 and 课程设置 describe the China MBA itself and have no Korean page of their own.)
import type { Migration } from './types.js';

export const pageCounterparts: Migration = {
  name: '20261126130000-page-counterparts',
  async up({ context: qi }) {
    await qi.sequelize.query(
      `UPDATE pages zh SET counterpart_id = ko.id
         FROM pages ko
        WHERE zh.path = '/china/info_4' AND zh.deleted_at IS NULL
          AND ko.path = '/entrance/recruit' AND ko.deleted_at IS NULL`,
    );
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`UPDATE pages SET counterpart_id = NULL WHERE path = '/china/info_4'`);
  },
};

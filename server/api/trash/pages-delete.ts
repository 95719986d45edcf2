// DELETE /api/pages/:id: a page goes to the 휴지통 (deleted_at, deleted_by), leaves the site at once through the
// publish step, and can be restored from /api/trash for 30 days. Its own router, mounted at /api/pages beside the
// rest of 페이지 관리 (server/api/pages/), so both mount at the same path.
import { Router } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { notFound } from '../../http/errors.js';
import { now } from '../../../domain/clock.js';
import { parseId } from '../../middleware/validate.js';

export interface PagesTrashDeps {
  auth: AuthKit;
  publisher: Publisher;
  sequelize: Sequelize;
}

export function pagesTrashApi({ auth, publisher, sequelize }: PagesTrashDeps): Router {
  const r = Router();
  r.delete('/:id', ...auth.allow('pages', 'write'), async (req, res) => {
    const id = parseId(req.params.id);
    const by = currentUser(req).id;
    const page = await publisher.write('pages', async (transaction) => {
      const [row] = await sequelize.query<{ id: number; path: string; title: string; deletedAt: Date }>(
        `UPDATE pages SET deleted_at = $now, deleted_by = $by, updated_at = $now
          WHERE id = $id AND deleted_at IS NULL
          RETURNING id, path, title, deleted_at AS "deletedAt"`,
        { type: QueryTypes.SELECT, bind: { id, by, now: now() }, transaction },
      );
      return row ?? null;
    });
    if (!page) throw notFound('페이지를 찾을 수 없습니다.');
    res.json(page);
  });
  return r;
}

// 휴지통 (/api/trash): deleted posts and pages, newest first, with who deleted them, when, and the day the purge
// removes them (deleted_at + 30 days, in Seoul). Restoring goes through the publish step (the item is back on the
// site at once); a page whose path another live page has taken is refused with 409. Purging now is 최고관리자's.
import { Router } from 'express';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { z } from 'zod';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { assertInScope, requestScope } from '../../auth/scope.js';
import { Board, Post } from '../../../db/models/index.js';
import { escapeLike, underPathsSql } from '../../../db/like.js';
import type { Publisher } from '../../cache/publish.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { parseListQuery, sendList } from '../rest.js';
import { purgeTrashItem } from '../../trash/purge.js';
import { pagePathOf, restorePage, TRASHED_PAGES_SQL } from '../../stored-pages/store.js';
import { formatDate } from '../../../domain/time.js';
import { now } from '../../../domain/clock.js';
import { TRASH_KINDS, trashPurgeAt, type TrashKind } from '../../../domain/trash.js';
import { parseId } from '../../middleware/validate.js';

export interface TrashApiDeps {
  auth: AuthKit;
  publisher: Publisher;
  sequelize: Sequelize;
}

const trashFilter = z.strictObject({
  kind: z.enum(TRASH_KINDS, { error: '종류는 게시글(post) 또는 페이지(page)입니다.' }).optional(),
  q: z.string().max(100, { error: '검색어는 100자까지 입력할 수 있습니다.' }).optional(),
});

/** A post back from the trash, with what the caches need to know of it. */
interface RestoredPost {
  id: number;
  title: string;
  board: string;
  publishedAt: string | Date;
}

interface TrashRow {
  kind: TrashKind;
  recordId: number;
  title: string;
  place: string;
  link: string;
  deletedAt: Date;
  deletedByName: string | null;
}

// Both kinds in one shape: "place" is the board's name or the page's path; "link" where it shows once restored.
const TRASH_SQL = `
  SELECT 'post' AS kind, p.id AS "recordId", p.title, b.name AS place, '/board/' || b.en_name || '/' || p.id AS link,
         p.deleted_at AS "deletedAt", u.name AS "deletedByName"
    FROM posts p JOIN boards b ON b.id = p.board_id LEFT JOIN users u ON u.id = p.deleted_by
   WHERE p.deleted_at IS NOT NULL
  UNION ALL${TRASHED_PAGES_SQL}`;

function parseKind(value: unknown): TrashKind {
  if (value === 'post' || value === 'page') return value;
  throw badRequest('종류는 게시글(post) 또는 페이지(page)입니다.');
}

export function trashApi({ auth, publisher, sequelize }: TrashApiDeps): Router {
  const r = Router();

  r.get('/', ...auth.allow('trash', 'read'), async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: { deletedAt: '"deletedAt"', title: 'title', kind: 'kind' },
      defaultSort: ['deletedAt', 'DESC'],
      filter: trashFilter,
      maxPageSize: 200,
    });
    const where: string[] = [];
    const bind: Record<string, unknown> = {};
    if (q.filter.kind) {
      where.push('kind = $kind');
      bind.kind = q.filter.kind;
    }
    if (q.filter.q?.trim()) {
      where.push(`title ILIKE '%' || $q || '%'`);
      bind.q = q.filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    }
    // A scoped editor's 휴지통 (domain/scope.ts): its boards' posts (by their link, /board/<board>/<id>) and the pages
    // under its prefixes.
    const scope = requestScope(req);
    if (scope) {
      bind.scopeBoards = scope.boards.map((b) => `/board/${escapeLike(b)}/%`);
      where.push(
        `((kind = 'post' AND link LIKE ANY($scopeBoards::text[])) OR (kind = 'page' AND ${underPathsSql('place', scope.pages, bind, 'scopePages')}))`,
      );
    }
    const from = `FROM (${TRASH_SQL}) t ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [rows, [{ n }]] = await Promise.all([
      sequelize.query<TrashRow>(
        `SELECT * ${from} ORDER BY ${q.sortColumn} ${q.sortOrder}, kind, "recordId" DESC LIMIT $limit OFFSET $offset`,
        { type: QueryTypes.SELECT, bind: { ...bind, limit: q.limit, offset: q.offset } },
      ),
      sequelize.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, { type: QueryTypes.SELECT, bind }),
    ]);
    const items = rows.map((row) => {
      const purgeAt = trashPurgeAt(new Date(row.deletedAt));
      return { id: `${row.kind}-${row.recordId}`, ...row, purgeAt, purgeDate: formatDate(purgeAt) };
    });
    sendList(res, 'trash', q.offset, items, n);
  });

  r.post('/:kind/:id/restore', ...auth.allow('trash', 'write'), async (req, res) => {
    const kind = parseKind(req.params.kind);
    const id = parseId(req.params.id);
    if (requestScope(req)) assertInScope(req, await trashTarget(sequelize, kind, id));
    if (kind === 'post') {
      // The post comes back to its board at its 게시일: that board's lists and the pages whose span holds that time.
      const restored = await publisher.write(
        (row: RestoredPost | undefined) =>
          row ? { kind: 'posts', board: row.board, at: [new Date(row.publishedAt)] } : null,
        async (transaction) => {
          const [rows] = await sequelize.query(
            `UPDATE posts p SET deleted_at = NULL, deleted_by = NULL, updated_at = $now FROM boards b
              WHERE p.id = $id AND p.deleted_at IS NOT NULL AND b.id = p.board_id
              RETURNING p.id, p.title, b.en_name AS board, p.published_at AS "publishedAt"`,
            { bind: { id, now: now() }, transaction },
          );
          return (rows as RestoredPost[])[0];
        },
      );
      if (!restored) throw notFound('휴지통에서 이 게시글을 찾을 수 없습니다.');
      res.json({ kind, id: restored.id, title: restored.title });
      return;
    }
    const restored = await publisher
      .write('pages', async (transaction) => {
        const page = await restorePage(sequelize, transaction, id);
        if (page && 'taken' in page) throw pathTaken(page.taken.path, page.taken.title);
        return page;
      })
      .catch((err: unknown) => {
        // Another page took the path between the look and the update.
        if (err instanceof UniqueConstraintError) throw pathTaken(null, null);
        throw err;
      });
    if (!restored) throw notFound('휴지통에서 이 페이지를 찾을 수 없습니다.');
    res.json({ kind, ...restored });
  });

  r.delete('/:kind/:id', ...auth.allow('trashPurge', 'write'), async (req, res) => {
    const kind = parseKind(req.params.kind);
    const id = parseId(req.params.id);
    const user = currentUser(req);
    const by = { user: { id: user.id, loginId: user.loginId ?? '', name: user.name ?? '' } };
    if (!(await purgeTrashItem(sequelize, kind, id, by)))
      throw notFound(
        kind === 'post' ? '휴지통에서 이 게시글을 찾을 수 없습니다.' : '휴지통에서 이 페이지를 찾을 수 없습니다.',
      );
    res.json({ id: `${kind}-${id}`, kind, recordId: id });
  });
  return r;
}

/** The page or board of a trashed item, for the 담당 범위 gate; null when there is no such record. */
async function trashTarget(sequelize: Sequelize, kind: TrashKind, id: number) {
  if (kind === 'page') {
    const path = await pagePathOf(sequelize, id);
    return path === null ? null : ({ kind: 'page', path } as const);
  }
  const post = await Post.findByPk(id, { attributes: ['boardId'] });
  const board = post ? await Board.findByPk(post.boardId, { attributes: ['enName'] }) : null;
  return board ? ({ kind: 'board', board: board.enName } as const) : null;
}

function pathTaken(path: string | null, title: string | null) {
  return conflict(
    path
      ? `같은 주소(${path})에 다른 페이지 '${title}'이(가) 있어 복원할 수 없습니다. 그 페이지의 주소를 바꾸거나 지운 뒤 다시 복원하세요.`
      : '같은 주소에 다른 페이지가 있어 복원할 수 없습니다.',
    { path: '이미 쓰이는 주소입니다.' },
  );
}

// /api/boards: board management (admin only) in the ra-data-simple-rest dialect.
import { Router, type Request, type Response } from 'express';
import { Op, QueryTypes, type Sequelize, type WhereOptions } from 'sequelize';
import { containing } from '../../../db/like.js';
import { Board } from '../../../db/models/index.js';
import type { AuthKit } from '../../auth/passport.js';
import { assertInScope, requestScope, unscopedOnly } from '../../auth/scope.js';
import type { Publisher } from '../../cache/publish.js';
import type { SiteChanges } from '../../cache/site-events.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { parseId, parseWith, validateBody } from '../../middleware/validate.js';
import { Memo } from '../../cache/memo.js';
import { idListFilter, parseListQuery, sendList } from '../rest.js';
import { presentBoard } from './presenter.js';
import { setBoardReadAccess } from '../../boards/member-groups.js';
import type { ReadAccess } from '../../../domain/board-access.js';
import { boardFilter, boardLabels, boardSchema, boardUpdateSchema, type BoardInput } from './schema.js';

export interface BoardsApiDeps {
  auth: AuthKit;
  events: SiteChanges;
  publisher: Publisher;
  sequelize: Sequelize;
}

const sortable = {
  id: 'id',
  enName: 'en_name',
  name: 'name',
  kind: 'kind',
  sortOrder: 'sort_order',
  rowsPerPage: 'rows_per_page',
  updatedAt: 'updated_at',
};

export function boardsApi({ auth, events, publisher, sequelize }: BoardsApiDeps): Router {
  const r = Router();
  const memo = new Memo(events);
  r.use(...auth.allow('boards'));

  /** Live posts per board, counted once until the next write. */
  const postCounts = () =>
    memo.get('board-post-counts', async () => {
      const rows = await sequelize.query<{ board_id: number; n: number }>(
        'SELECT board_id, count(*)::int AS n FROM posts WHERE deleted_at IS NULL GROUP BY board_id',
        { type: QueryTypes.SELECT },
      );
      return new Map(rows.map((row) => [row.board_id, row.n]));
    });

  const load = async (req: Request) => {
    const board = await Board.findByPk(parseId(req.params.id));
    if (!board) throw notFound('게시판을 찾을 수 없습니다.');
    // A scoped editor (domain/scope.ts) reaches only its own boards: 403 for any other id.
    assertInScope(req, { kind: 'board', board: board.enName });
    return board;
  };

  const ensureUniqueName = async (enName: string | undefined, exceptId?: number) => {
    if (!enName) return;
    const other = await Board.findOne({ where: { enName } });
    if (other && other.id !== exceptId) {
      throw conflict(`영문 이름 '${enName}'은(는) 이미 '${other.name}' 게시판이 쓰고 있습니다.`, {
        enName: '이미 쓰고 있는 영문 이름입니다.',
      });
    }
  };

  /**
   * The audience a write asks for, merged with the board's own: null when it changes none. A professor or 입학상담
   * board is drawn by other pages and stays public.
   */
  const audienceOf = (input: Partial<BoardInput>, board?: Board) => {
    if (input.readAccess === undefined && input.readGroupId === undefined) return null;
    const access: ReadAccess = input.readAccess ?? board?.readAccess ?? 'public';
    const kind = input.kind ?? board?.kind;
    if (access !== 'public' && (kind === 'professor' || kind === 'qna'))
      throw badRequest('교수진과 입학상담 게시판은 공개로만 둘 수 있습니다.', {
        readAccess: '교수진과 입학상담 게시판은 공개로만 둘 수 있습니다.',
      });
    const groupId = access === 'group' ? (input.readGroupId ?? board?.readGroupId ?? null) : null;
    return { access, groupId };
  };
  const withoutAudience = ({ readAccess: _a, readGroupId: _g, ...rest }: Partial<BoardInput>) => rest;

  r.get('/', async (req: Request, res: Response) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['sortOrder', 'ASC'], filter: boardFilter });
    const where: WhereOptions[] = [];
    if (q.filter.id !== undefined) where.push({ id: parseWith(idListFilter, q.filter.id) });
    if (q.filter.kind) where.push({ kind: q.filter.kind });
    if (q.filter.enName) where.push({ enName: q.filter.enName });
    const scope = requestScope(req);
    if (scope) where.push({ enName: { [Op.in]: scope.boards } });
    if (q.filter.q) {
      const like = containing(q.filter.q);
      where.push({ [Op.or]: [{ name: { [Op.iLike]: like } }, { enName: { [Op.iLike]: like } }] });
    }
    const { rows, count } = await Board.findAndCountAll({
      where: { [Op.and]: where },
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', 'ASC'],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    const counts = await postCounts();
    sendList(
      res,
      'boards',
      q.offset,
      rows.map((b) => presentBoard(b, counts.get(b.id))),
      count,
    );
  });

  r.get('/:id', async (req, res) => {
    const board = await load(req);
    res.json(presentBoard(board, (await postCounts()).get(board.id)));
  });

  // Making or deleting a board is beyond any 담당 범위.
  r.post('/', unscopedOnly, validateBody(boardSchema, boardLabels), async (req, res) => {
    const input = req.body as BoardInput;
    await ensureUniqueName(input.enName);
    const audience = audienceOf(input);
    const board = await publisher.write('boards', async (transaction) => {
      const made = await Board.create(withoutAudience(input) as BoardInput, { transaction });
      if (audience) await setBoardReadAccess(transaction, made.id, audience);
      return made;
    });
    await board.reload();
    res.status(201).json(presentBoard(board, 0));
  });

  r.put('/:id', validateBody(boardUpdateSchema, boardLabels), async (req, res) => {
    const board = await load(req);
    const input = req.body as Partial<BoardInput>;
    await ensureUniqueName(input.enName, board.id);
    const audience = audienceOf(input, board);
    await publisher.write('boards', async (transaction) => {
      await board.update(withoutAudience(input), { transaction });
      if (audience) await setBoardReadAccess(transaction, board.id, audience);
    });
    await board.reload();
    res.json(presentBoard(board, (await postCounts()).get(board.id)));
  });

  r.delete('/:id', unscopedOnly, async (req, res) => {
    const board = await load(req);
    // A board that still has posts is refused inside the transaction: nothing is written, nothing published.
    await publisher.write('boards', async (transaction) => {
      // Lock the board so a post written meanwhile is counted.
      await Board.findByPk(board.id, { lock: transaction.LOCK.UPDATE, transaction });
      const [{ n }] = await sequelize.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM posts WHERE board_id = $1 AND deleted_at IS NULL',
        {
          bind: [board.id],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      if (n > 0) {
        throw conflict(
          `'${board.name}' 게시판에 게시글 ${n.toLocaleString('ko-KR')}개가 있어 삭제할 수 없습니다. 게시글을 먼저 삭제하거나 옮겨주세요.`,
        );
      }
      // Files of posts deleted earlier go with the board.
      await sequelize.query(
        "DELETE FROM files WHERE owner_type = 'post' AND owner_id IN (SELECT id FROM posts WHERE board_id = $1)",
        {
          bind: [board.id],
          transaction,
        },
      );
      await board.destroy({ transaction });
    });
    res.json(presentBoard(board, 0));
  });
  return r;
}

// Whether a redirect's target still exists: a post (or an 입학상담 question) of a board, or a stored file. A
// redirect to what was deleted answers 404 itself rather than sending the visitor on to a page that is gone. Reads
// only whether the row is there; the boards and files keep their own SQL.
import { QueryTypes, type Sequelize } from 'sequelize';
import { livePostSql } from '../../db/live-posts.js';
import { now } from '../../domain/clock.js';

const POST = /^\/board\/([a-z][a-z0-9_]*)\/(\d{1,9})(?:[?#]|$)/;
const FILE = /^\/files\/(\d{1,9})(?:[/?#]|$)/;

export async function targetGone(sequelize: Sequelize, to: string): Promise<boolean> {
  const post = POST.exec(to);
  if (post) {
    const [row] = await sequelize.query<{ ok: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM posts p JOIN boards b ON b.id = p.board_id
                       WHERE b.en_name = $board AND p.id = $id AND ${livePostSql('p')})
           OR EXISTS (SELECT 1 FROM questions q JOIN boards b ON b.id = q.board_id
                       WHERE b.en_name = $board AND q.id = $id) AS ok`,
      { type: QueryTypes.SELECT, bind: { board: post[1], id: Number(post[2]), now: now() } },
    );
    return !row.ok;
  }
  const file = FILE.exec(to);
  if (file) {
    const [row] = await sequelize.query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM files WHERE id = $id) AS ok`, {
      type: QueryTypes.SELECT,
      bind: { id: Number(file[1]) },
    });
    return !row.ok;
  }
  return false;
}

// The door of a board that is not public (domain/board-access.ts): a visitor is sent to the login page with the
// address to come back to; a reader outside the audience gets a 403 page; a reader inside gets the page drawn for
// them alone, never put in the shared page cache and sent `Cache-Control: private, no-store`.
import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import type { Board } from '../../../db/models/index.js';
import type { RenderedPage } from '../../cache/page-entry.js';
import { pageReader } from '../../auth/page-session.js';
import { mayRead } from '../../boards/member-groups.js';
import { forbidden } from '../../http/errors.js';

export const PRIVATE_CACHE = 'private, no-store';

/** The login page that returns to this request's address. */
export function loginFor(req: Request): string {
  return `/auth/login?prevUrl=${encodeURIComponent(req.originalUrl)}`;
}

export type Door = 'public' | 'member' | 'sent';

/**
 * 'public' for a public board; 'member' when this reader may read it (the caller draws it privately); 'sent' when
 * the answer has gone (the visitor's redirect to the login page). A member outside the audience is a 403.
 */
export async function boardDoor(
  req: Request,
  res: Response,
  board: Board,
  { sequelize, jwtSecret }: { sequelize: Sequelize; jwtSecret: string },
): Promise<Door> {
  if (board.readAccess === 'public') return 'public';
  const reader = await pageReader(req, sequelize, jwtSecret);
  if (!reader) {
    res.set('Cache-Control', PRIVATE_CACHE).redirect(303, loginFor(req));
    return 'sent';
  }
  if (!(await mayRead(sequelize, { access: board.readAccess, groupId: board.readGroupId }, reader))) {
    res.set('Cache-Control', PRIVATE_CACHE);
    throw forbidden('이 게시판은 정해진 회원 그룹만 읽을 수 있습니다.');
  }
  return 'member';
}

/** Sends a page drawn for one reader: not cached anywhere. */
export async function sendPrivate(res: Response, render: () => Promise<RenderedPage>): Promise<void> {
  const page = await render();
  res
    .status(page.status)
    .set({ 'Cache-Control': PRIVATE_CACHE, 'Content-Type': page.type ?? 'text/html; charset=utf-8' })
    .send(page.html);
}

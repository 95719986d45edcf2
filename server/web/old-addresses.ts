// The old site's addresses (the `redirects` table, filled by the importers and 리디렉션 관리), answered only where
// this site itself has nothing: a GET or HEAD that ends in a 404 looks its key up (domain/redirect-key.ts) and, on a
// hit, answers the row's 301/302 to its target, with the old list's page, category and search words carried over
// as our list's own; a row of 404/410 answers that page, and so does a redirect to a post or file since deleted.
// A miss is counted in the 404 기록 (bots left out, no visitor's address). Cached pages never come here (the fast
// path answers them first), nor does any page a route answers, so the look-up costs them nothing. The one old form
// that lands on a page of ours is the home page's: `/?mid=…`, `/?document_srl=…` (Rhymix), looked up before it.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { isbot } from 'isbot';
import type { Sequelize } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import { withCarried } from '../../domain/redirects.js';
import { HttpError, notFound } from '../http/errors.js';
import { toHttpError } from '../middleware/onerror.js';
import type { OldAddressCounters } from '../redirects/counters.js';
import { findRedirect } from '../redirects/store.js';
import { targetGone } from '../redirects/targets.js';

export interface OldAddressDeps {
  sequelize: Sequelize;
  counters: OldAddressCounters;
}

/** The home page's query parameters that name a thing of an old site (Rhymix/XE's index.php forms). */
const HOME_IDS = /(?:^|[?&])(?:mid|document_srl|module|act|comment_srl|file_srl)=/i;
const MAX_PATH = 1000;

const GONE: Record<number, string> = {
  404: '요청하신 페이지를 찾을 수 없습니다.',
  410: '요청하신 페이지는 삭제되었습니다.',
};

function referrerHost(req: Request): string | null {
  const ref = req.get('referer');
  if (!ref) return null;
  try {
    return new URL(ref).host.toLowerCase().slice(0, 255) || null;
  } catch {
    return null;
  }
}

export function oldAddresses({ sequelize, counters }: OldAddressDeps) {
  /** The answer for an old address, or false when none is stored (the caller answers its own way). */
  const answer = async (req: Request, res: Parameters<RequestHandler>[1]): Promise<boolean> => {
    const url = req.originalUrl;
    if (url.length > MAX_PATH) return false;
    const { key, carry } = redirectKey(url);
    const row = await findRedirect(sequelize, key);
    if (!row) return false;
    counters.hit(row.id);
    if (row.status === 404 || row.status === 410) throw new HttpError(row.status, GONE[row.status]);
    if (await targetGone(sequelize, row.to))
      throw notFound('옮겨진 글이 삭제되었습니다. 게시판에서 다른 글을 찾아보세요.');
    res.redirect(row.status, withCarried(row.to, carry));
    return true;
  };

  /** Before the home page: `/?mid=notice&document_srl=5` and its kind. */
  const home: RequestHandler = async (req, res, next) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD') || !HOME_IDS.test(req.originalUrl))
      return next();
    if (!(await answer(req, res))) next();
  };

  /** Before the error page: a 404 of a GET or HEAD outside /api and /admin. */
  const notFoundAnswer: ErrorRequestHandler = async (err, req, res, next) => {
    if (res.headersSent || (req.method !== 'GET' && req.method !== 'HEAD') || /^\/(api|admin)(\/|$)/.test(req.path))
      return next(err);
    if (toHttpError(err).status !== 404) return next(err);
    try {
      if (await answer(req, res)) return;
    } catch (gone) {
      // A row's own 404/410, or a deleted target; with the database away the 404 stays a 404.
      return next(gone instanceof HttpError ? gone : err);
    }
    const ua = req.get('user-agent') ?? '';
    if (ua && !isbot(ua) && req.originalUrl.length <= MAX_PATH) {
      const { key } = redirectKey(req.originalUrl);
      // The query stays only where it names the thing (the key keeps only those parameters).
      counters.missed(key, referrerHost(req));
    }
    next(err);
  };

  return { home, notFound: notFoundAnswer };
}

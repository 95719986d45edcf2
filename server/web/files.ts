// GET /files/:id[/name], its thumbnail and its widths: the public download of a stored file, sent when its owner's
// rule (server/files/policies.ts) says it is public. A file of a members-only board's post is sent to that board's
// readers only (never cached by a browser or proxy), and a visitor is sent to log in. Uploads are server/api/files/.
import { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { StoredFile } from '../../db/models/index.js';
import { forbidden, notFound } from '../http/errors.js';
import { parseId } from '../middleware/validate.js';
import { isPubliclyVisible, postFileAudience, type FilePolicies } from '../files/policies.js';
import { sendStoredFile } from '../files/send.js';
import { sendVariant } from '../files/variants.js';
import { pageReader } from '../auth/page-session.js';
import { mayRead } from '../boards/member-groups.js';
import { loginFor, PRIVATE_CACHE } from './boards/members-gate.js';

export interface FilePageDeps {
  /** Who may download what, by the file's owner (server/files/policies.ts). */
  policies: FilePolicies;
  /** Reads the page-session cookie of a members-only board's reader. */
  sequelize: Sequelize;
  jwtSecret: string;
}

const MISSING = '파일을 찾을 수 없습니다.';

/** GET /files/:id[/name], /files/:id/thumb and /files/:id/w/:width (variants.ts): a file is sent when its owner's rule in `policies` says it is public. */
export function filePages({ policies, sequelize, jwtSecret }: FilePageDeps): Router {
  const r = Router();
  /** The file and how it may be cached, or null when the answer (a visitor's redirect to log in) has gone. */
  const load = async (
    req: Request,
    res: Response,
    withData: 'data' | 'thumb' | 'meta',
  ): Promise<{ file: StoredFile; cache: 'public' | 'private' } | null> => {
    const id = parseId(req.params.id as string | undefined);
    const file =
      withData === 'meta'
        ? await StoredFile.findByPk(id)
        : await StoredFile.scope(withData === 'data' ? 'withData' : 'withThumb').findByPk(id);
    if (!file) throw notFound(MISSING);
    if (await isPubliclyVisible(policies, file)) return { file, cache: 'public' };
    const audience = await postFileAudience(file);
    if (!audience) throw notFound(MISSING);
    res.set('Cache-Control', PRIVATE_CACHE);
    const reader = await pageReader(req, sequelize, jwtSecret);
    if (!reader) {
      res.redirect(303, loginFor(req));
      return null;
    }
    if (!(await mayRead(sequelize, audience, reader)))
      throw forbidden('이 파일은 정해진 회원 그룹만 받을 수 있습니다.');
    return { file, cache: 'private' };
  };
  r.get('/files/:id/thumb', async (req, res) => {
    const found = await load(req, res, 'thumb');
    if (!found) return;
    const { file, cache } = found;
    if (!file.thumb) throw notFound(MISSING);
    sendStoredFile(req, res, file, file.thumb, { inline: true, cache, mime: 'image/webp' });
  });
  r.get('/files/:id/w/:width', async (req, res) => {
    const found = await load(req, res, 'meta');
    if (found) await sendVariant(req, res, found.file, req.params.width, found.cache);
  });
  r.get('/files/:id{/:name}', async (req, res) => {
    const found = await load(req, res, 'data');
    if (!found) return;
    const { file, cache } = found;
    const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
    if (!inline || req.query.download === '1') await file.increment('downloadCount');
    sendStoredFile(req, res, file, file.data, { inline: inline && req.query.download !== '1', cache });
  });
  return r;
}

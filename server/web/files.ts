// GET /files/:id[/name], its thumbnail and its widths: the public download of a stored file, sent when its owner's
// rule (server/files/policies.ts) says it is public. Uploads are server/api/files/.
import { Router } from 'express';
import { StoredFile } from '../../db/models/index.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../middleware/validate.js';
import { isPubliclyVisible, type FilePolicies } from '../files/policies.js';
import { sendStoredFile } from '../files/send.js';
import { sendVariant } from '../files/variants.js';

export interface FilePageDeps {
  /** Who may download what, by the file's owner (server/files/policies.ts). */
  policies: FilePolicies;
}

/** GET /files/:id[/name], /files/:id/thumb and /files/:id/w/:width (variants.ts): a file is sent when its owner's rule in `policies` says it is public. */
export function filePages({ policies }: FilePageDeps): Router {
  const r = Router();
  const load = async (raw: string | undefined, withData: 'data' | 'thumb' | 'meta') => {
    const id = parseId(raw);
    const file =
      withData === 'meta'
        ? await StoredFile.findByPk(id)
        : await StoredFile.scope(withData === 'data' ? 'withData' : 'withThumb').findByPk(id);
    if (!file || !(await isPubliclyVisible(policies, file))) throw notFound('파일을 찾을 수 없습니다.');
    return file;
  };
  r.get('/files/:id/thumb', async (req, res) => {
    const file = await load(req.params.id, 'thumb');
    if (!file.thumb) throw notFound('파일을 찾을 수 없습니다.');
    sendStoredFile(req, res, file, file.thumb, { inline: true, cache: 'public', mime: 'image/webp' });
  });
  r.get('/files/:id/w/:width', async (req, res) => {
    await sendVariant(req, res, await load(req.params.id, 'meta'), req.params.width);
  });
  r.get('/files/:id{/:name}', async (req, res) => {
    const file = await load(req.params.id, 'data');
    const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
    if (!inline || req.query.download === '1') await file.increment('downloadCount');
    sendStoredFile(req, res, file, file.data, { inline: inline && req.query.download !== '1', cache: 'public' });
  });
  return r;
}

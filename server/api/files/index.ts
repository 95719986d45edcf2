// POST /api/files (admin upload, multipart) and POST /api/files/import (an image another site serves, fetched once
// and stored as ours). The public download of a stored file is server/web/files.ts.
import { Router, type RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { StoredFile } from '../../../db/models/index.js';
import { badRequest } from '../../http/errors.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { validateBody } from '../../middleware/validate.js';
import { fetchExternalImage, type ImportOptions } from '../../files/import.js';
import { checkUpload, presentFile, storeChecked } from '../../files/store.js';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../files/types.js';
import { MAX_UPLOAD_MB, memoryUpload } from '../../files/upload.js';

const purposes = {
  image: { extensions: IMAGE_EXTENSIONS, maxBytes: 10 * 1024 * 1024 },
  document: { extensions: DOCUMENT_EXTENSIONS, maxBytes: MAX_UPLOAD_MB * 1024 * 1024 },
};

const importSchema = z.strictObject({
  url: z.string().trim().min(1, { error: '이미지 주소를 넣어주세요.' }).max(2000),
});

export interface FilesApiDeps {
  auth: AuthKit;
  /** The image import's test allowances (config.imageImport: only the test app's config sets them). */
  importOptions?: ImportOptions;
}

export function filesApi({ auth, importOptions = {} }: FilesApiDeps): Router {
  const r = Router();
  const upload: RequestHandler = async (req, res) => {
    const purpose =
      req.query.purpose === 'image'
        ? 'image'
        : req.query.purpose === 'document' || req.query.purpose === undefined
          ? 'document'
          : null;
    if (!purpose) throw badRequest('purpose는 image 또는 document여야 합니다.');
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (!files.length) throw badRequest('올릴 파일을 선택해주세요.', { file: '올릴 파일을 선택해주세요.' });
    // Every file is checked before any is stored: a bad one leaves nothing behind.
    const checked = await Promise.all(files.map((f) => checkUpload(f, purposes[purpose])));
    const user = currentUser(req);
    // All stored in one transaction: a request stopped part-way (a shutdown's deadline) leaves none of them.
    const stored = await StoredFile.sequelize!.transaction(async (transaction) => {
      const rows = [];
      for (const c of checked)
        rows.push(await storeChecked(c, { ownerType: null, ownerId: null, createdBy: user.id }, transaction));
      return rows;
    });
    res.status(201).json(stored.length === 1 ? presentFile(stored[0]) : stored.map(presentFile));
  };
  r.post('/', ...auth.allow('files', 'write'), memoryUpload(10).array('file', 10), upload);

  // The editor's import of an external image: the same gate and the same image rules as its upload.
  const importImage: RequestHandler = async (req, res) => {
    const { url } = req.body as z.infer<typeof importSchema>;
    const fetched = await fetchExternalImage(url, purposes.image.maxBytes, importOptions);
    // The name gets the extension of what the bytes are, so checkUpload judges the content, not the address.
    const sniffed = await fileTypeFromBuffer(fetched.buffer);
    if (!sniffed || !IMAGE_EXTENSIONS.includes(sniffed.ext)) {
      const message = '그 주소의 내용은 이미지(JPG, PNG, GIF, WebP)가 아닙니다.';
      throw badRequest(`이미지 주소: ${message}`, { url: message });
    }
    const base = fetched.name.replace(/\.[^.]*$/, '') || 'image';
    const checked = await checkUpload(
      { buffer: fetched.buffer, originalname: `${base}.${sniffed.ext}` },
      purposes.image,
    );
    const stored = await storeChecked(checked, { ownerType: null, ownerId: null, createdBy: currentUser(req).id });
    res.status(201).json(presentFile(stored));
  };
  r.post('/import', ...auth.allow('files', 'write'), validateBody(importSchema, { url: '이미지 주소' }), importImage);
  return r;
}

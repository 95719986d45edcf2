// The applicant's receipt with their own photo inlined as a data URL (documents are never public files).
import { Application, ApplicationDocument, StoredFile } from '../../../db/models/index.js';
import type { Receipt } from '../../../domain/receipt.js';
import { presentReceipt } from './presenters.js';

export async function photoDataUrl(applicationId: number): Promise<string | null> {
  const doc = await ApplicationDocument.findOne({ where: { applicationId, kind: 'photo' } });
  if (!doc) return null;
  const file = await StoredFile.scope('withThumb').findByPk(doc.fileId);
  return file?.thumb ? `data:image/webp;base64,${file.thumb.toString('base64')}` : null;
}

export async function receiptFor(a: Application): Promise<Receipt> {
  return presentReceipt(a, await photoDataUrl(a.id));
}

export async function receiptById(id: number): Promise<Receipt | null> {
  const a = await Application.findByPk(id);
  return a ? receiptFor(a) : null;
}

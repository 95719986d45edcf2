// The applicant's receipt with their own photo inlined as a data URL (documents are never public files), presented
// at the process clock's instant with the application's round (results only from its announceAt).
import { AdmissionRound, Application, ApplicationDocument, StoredFile } from '../../db/models/index.js';
import type { Receipt } from '../../domain/receipt.js';
import type { Round } from '../../domain/rounds.js';
import { now } from '../../domain/clock.js';
import { papersFor } from './letters.js';
import { presentReceipt } from './presenters.js';
import { feesFor } from './refunds.js';

export async function photoDataUrl(applicationId: number): Promise<string | null> {
  const doc = await ApplicationDocument.findOne({ where: { applicationId, kind: 'photo' } });
  if (!doc) return null;
  const file = await StoredFile.scope('withThumb').findByPk(doc.fileId);
  return file?.thumb ? `data:image/webp;base64,${file.thumb.toString('base64')}` : null;
}

/** The application's round, read fresh (null for an application from before rounds). */
export async function roundOf(a: Pick<Application, 'roundId'>): Promise<Round | null> {
  if (a.roundId == null) return null;
  return (await AdmissionRound.findByPk(a.roundId))?.toRound() ?? null;
}

export async function receiptFor(a: Application, at: Date = now()): Promise<Receipt> {
  const round = await roundOf(a);
  return {
    ...presentReceipt(a, await photoDataUrl(a.id), round, at),
    papers: await papersFor(a, round, at),
    fees: await feesFor(a, round),
  };
}

export async function receiptById(id: number): Promise<Receipt | null> {
  const a = await Application.findByPk(id);
  return a ? receiptFor(a) : null;
}

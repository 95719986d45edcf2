// GET /api/applications/:id/applicant-view: what the applicant sees, for staff to check before the announcement:
// the receipt as the look-up shows it now, and as it will show it from the round's announceAt on (the same
// presenter, at the later instant, the round's results taken as confirmed: 결과 확정 is what staff check this for).
// Reading an applicant's data: logged like a view.
import type { RequestHandler } from 'express';
import type { Receipt } from '../../../domain/receipt.js';
import { now } from '../../../domain/clock.js';
import { loadApplication } from './admin-records.js';
import { photoDataUrl, roundOf } from '../../applications/receipt.js';
import { presentReceipt } from '../../applications/presenters.js';
import { logAccess } from '../../applications/access-log.js';

export interface ApplicantViewPreview {
  now: Receipt;
  afterAnnouncement: Receipt;
}

export const applicantViewHandler: RequestHandler = async (req, res) => {
  const a = await loadApplication(req.params.id);
  const [photo, round] = await Promise.all([photoDataUrl(a.id), roundOf(a)]);
  const at = now();
  const announceAt = round ? new Date(round.announceAt) : at;
  await logAccess(req, 'view', a, { applicantView: true });
  const body: ApplicantViewPreview = {
    now: presentReceipt(a, photo, round, at),
    afterAnnouncement: presentReceipt(
      a,
      photo,
      round && { ...round, resultsConfirmedAt: round.resultsConfirmedAt ?? at.toISOString() },
      announceAt > at ? announceAt : at,
    ),
  };
  res.set('Cache-Control', 'no-store').json(body);
};

// What the look-up adds to the receipt for the applicant's own steps: the open 보완 요청 with their
// deadlines, and whether 지원 취소 is still possible. The API look-up, the plain form post and the answers of the
// look-up's own steps all add it.
import type { Application } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import type { SupplementRequest } from '../../domain/document-states.js';
import { roundOf } from './receipt.js';
import { supplementsFor } from './supplements.js';
import { canWithdraw } from './withdraw.js';

export interface LookupExtras {
  supplements: SupplementRequest[];
  canWithdraw: boolean;
}

export async function lookupExtras(a: Application, at: Date = now()): Promise<LookupExtras> {
  return { supplements: await supplementsFor(a, at), canWithdraw: canWithdraw(a, await roundOf(a), at) };
}

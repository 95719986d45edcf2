// What the admin's detail of an application says about 예비 순위, 추가합격, 등록 and 등록포기, and the
// keys the record's PUT takes back unchanged.
import type { Application } from '../../../db/models/index.js';
import { DECLINE_KINDS } from '../../../domain/application-status.js';

/** What the admin detail adds about 예비 순위, 추가합격, 등록 and 등록포기. */
export function registrationFields(a: Application) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    waitlistRank: a.waitlistRank,
    additional: a.additional,
    offeredAt: iso(a.offeredAt),
    offerRespondBy: iso(a.offerRespondBy),
    registeredAt: iso(a.registeredAt),
    registrationAmount: a.registrationAmount,
    registrationPaidAt: a.registrationPaidAt,
    declinedAt: iso(a.declinedAt),
    declineKind: a.declineKind,
    declineKindLabel: DECLINE_KINDS.find((k) => k.code === a.declineKind)?.ko ?? null,
    declineReason: a.declineReason,
  };
}

/** The keys registrationFields adds: read-only for the record's PUT. */
export const REGISTRATION_FIELD_KEYS = [
  'waitlistRank',
  'additional',
  'offeredAt',
  'offerRespondBy',
  'registeredAt',
  'registrationAmount',
  'registrationPaidAt',
  'declinedAt',
  'declineKind',
  'declineKindLabel',
  'declineReason',
] as const;

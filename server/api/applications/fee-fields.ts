// What the admin's detail of an application says about the fee: what arrived (amount, depositor, day)
// and whether a refund account was given (masked: the account in full is read through GET /:id/refunds, logged),
// and the keys the record's PUT takes back unchanged.
import type { Application } from '../../../db/models/index.js';
import { maskedRefundAccount } from '../../../domain/fee-notice.js';

export function feeFields(a: Application) {
  return {
    feeAmount: a.feeAmount,
    feeDepositor: a.feeDepositor,
    feePaidOn: a.feePaidOn,
    refundAccountMasked: maskedRefundAccount(a),
  };
}

/** The keys feeFields adds: read-only for the record's PUT. */
export const FEE_FIELD_KEYS = ['feeAmount', 'feeDepositor', 'feePaidOn', 'refundAccountMasked'] as const;

// The fee on the receipt page and in the look-up: the amount, how to pay and the deadline until 입금 확인,
// then that it arrived. Server-rendered; no script needed.
import type { ReceiptFees } from '../../domain/fee-notice.js';
import { feeStrings } from './fee-strings.js';
import type { Lang } from './strings.js';

export function FeeNotice({ fees, lang }: { fees: ReceiptFees | undefined; lang: Lang }) {
  const f = feeStrings[lang];
  if (!fees) return null;
  if (fees.paid)
    return (
      <p class="card fee-paid" data-testid="fee-paid">
        {f.feePaid}
      </p>
    );
  if (!fees.fee) return null;
  return (
    <section class="card fee-notice" aria-labelledby="fee-title" data-testid="fee-notice">
      <h2 id="fee-title">{f.feeTitle}</h2>
      <dl class="facts">
        <dt>{f.feeAmount}</dt>
        <dd data-testid="fee-amount">{fees.fee.amountText}</dd>
        <dt>{f.feeHowToPay}</dt>
        <dd class="fee-account">{fees.fee.howToPay}</dd>
        <dt>{f.feeDeadline}</dt>
        <dd>{fees.fee.deadlineText}</dd>
      </dl>
      <p class="hint">{f.feeDepositor}</p>
    </section>
  );
}

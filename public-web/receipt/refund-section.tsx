// The application form's optional refund account (은행, 계좌번호, 예금주), before the look-up password: all three or
// none (domain/refund-account.ts checks it on both sides).
import { REFUND_FIELDS } from '../../domain/refund-labels.js';
import { feeStrings } from './fee-strings.js';
import { TextField } from './fields.js';
import type { SectionProps } from './form-sections.js';
import { labels, strings } from './strings.js';

const MAX: Record<(typeof REFUND_FIELDS)[number], number> = { refundBank: 30, refundAccount: 30, refundHolder: 50 };

export function RefundSection({ lang, values, errors, onChange }: SectionProps) {
  const f = feeStrings[lang];
  const L = labels[lang];
  return (
    <section class="card" aria-labelledby="s-refund">
      <h2 id="s-refund">{f.refundSection}</h2>
      <p class="lead">{f.refundLead}</p>
      {REFUND_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={L[name]!}
          requiredText={strings[lang].required}
          error={errors[name]}
          value={values[name] ?? ''}
          onChange={onChange}
          maxLength={MAX[name]}
          inputMode={name === 'refundAccount' ? 'numeric' : undefined}
          autoComplete={name === 'refundHolder' ? 'name' : 'off'}
        />
      ))}
    </section>
  );
}

// Step 1: every consent item on screen with its four facts and its own yes/no; required apart from optional.
import { consentItems } from './consents.js';
import { errorId } from './fields.js';
import type { Lang } from './strings.js';
import { strings } from './strings.js';

export interface ConsentStepProps {
  lang: Lang;
  retentionDays: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onNext: () => void;
}

export function ConsentStep({ lang, retentionDays, values, errors, onChange, onNext }: ConsentStepProps) {
  const t = strings[lang];
  const items = consentItems(lang, retentionDays);
  return (
    <section class="card" aria-labelledby="consent-title">
      <h2 id="consent-title">{t.consentTitle}</h2>
      <p class="lead">{t.consentLead}</p>
      {[true, false].map((required) => (
        <div class="consent-group" key={String(required)}>
          {items
            .filter((i) => i.required === required)
            .map((item) => (
              <fieldset class={`consent${errors[item.key] ? ' has-error' : ''}`} key={item.key} data-field={item.key}>
                <legend>{item.title}</legend>
                <table class="consent-table">
                  <tbody>
                    {item.rows.map(([label, text]) => (
                      <tr key={label}>
                        <th scope="row">{label}</th>
                        <td>{text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <div class="radios">
                  {(['yes', 'no'] as const).map((v) => (
                    <label class="radio" key={v}>
                      <input
                        type="radio"
                        name={item.key}
                        value={v}
                        checked={values[item.key] === v}
                        aria-describedby={errors[item.key] ? errorId(item.key) : undefined}
                        onChange={() => onChange(item.key, v)}
                      />
                      <span>{v === 'yes' ? t.agree : t.disagree}</span>
                    </label>
                  ))}
                </div>
                {errors[item.key] && (
                  <p class="error" id={errorId(item.key)} role="alert">
                    {errors[item.key]}
                  </p>
                )}
              </fieldset>
            ))}
        </div>
      ))}
      <button type="button" class="btn primary wide" onClick={onNext}>
        {t.consentNext}
      </button>
    </section>
  );
}

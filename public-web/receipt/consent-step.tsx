// Step 1: every consent item on screen with its four facts and its own yes/no; required apart from optional,
// each group under its own heading; one 전체 동의 box answers every item yes in a tap (and can be undone).
import { ConsentFacts } from '../views/consent-facts.js';
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
  /** 전체 동의 ticked (every item yes) or cleared (every item unanswered). */
  onAll: (agree: boolean) => void;
  onNext: () => void;
}

export function ConsentStep({ lang, retentionDays, values, errors, onChange, onAll, onNext }: ConsentStepProps) {
  const t = strings[lang];
  const items = consentItems(lang, retentionDays);
  const all = items.every((i) => values[i.key] === 'yes');
  return (
    <section class="card" aria-labelledby="consent-title">
      <h2 id="consent-title">{t.consentTitle}</h2>
      <p class="lead">{t.consentLead}</p>
      <label class="consent-all">
        <input
          type="checkbox"
          checked={all}
          aria-describedby="consent-all-hint"
          onChange={(e) => onAll((e.currentTarget as HTMLInputElement).checked)}
        />
        <span>{t.agreeAll}</span>
      </label>
      <p class="hint consent-all-hint" id="consent-all-hint">
        {t.agreeAllHint}
      </p>
      {[true, false].map((required) => (
        <div class="consent-group" key={String(required)}>
          <h3 class="consent-group-title">{required ? t.consentRequiredGroup : t.consentOptionalGroup}</h3>
          {items
            .filter((i) => i.required === required)
            .map((item) => (
              <fieldset class={`consent${errors[item.key] ? ' has-error' : ''}`} key={item.key} data-field={item.key}>
                <legend>{item.title}</legend>
                <ConsentFacts facts={item.rows} />
                <div class="radios">
                  {(['yes', 'no'] as const).map((v) => (
                    <label class="radio" key={v}>
                      <input
                        id={v === 'yes' ? `f-${item.key}` : undefined}
                        type="radio"
                        name={item.key}
                        value={v}
                        checked={values[item.key] === v}
                        aria-invalid={errors[item.key] ? 'true' : undefined}
                        aria-describedby={errors[item.key] ? errorId(item.key) : undefined}
                        onChange={() => onChange(item.key, v)}
                      />
                      <span>{v === 'yes' ? t.agree : t.disagree}</span>
                    </label>
                  ))}
                </div>
                {errors[item.key] && (
                  <p class="error" id={errorId(item.key)}>
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

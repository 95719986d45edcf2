// Steps 2–9 of the form: programme, person, contact, education, career, essays, documents, password.
import { CAREER_ROLES, DEGREE_STATUSES, DEGREES, GENDERS, INDUSTRIES } from '../../domain/application-fields.js';
import { documentSpecs } from '../../domain/round-form.js';
import type { FormRound } from './application-form.js';
import { DEPARTMENTS, TRACKS } from '../../domain/programs.js';
import { FieldShell, RadioField, SelectField, TextArea, TextField, errorId } from './fields.js';
import { labels, strings, topikOptions, type Lang } from './strings.js';
import { RefundSection } from './refund-section.js';

export interface SectionProps {
  lang: Lang;
  round: FormRound;
  values: Record<string, string>;
  errors: Record<string, string>;
  files: Record<string, File[]>;
  onChange: (name: string, value: string) => void;
  onFiles: (kind: string, files: File[]) => void;
}

const opts = (list: readonly { code: string; ko: string; zh: string }[], lang: Lang): [string, string][] =>
  list.map((x) => [x.code, x[lang]]);
const chars = (s: string) => Array.from(s.trim()).length;
const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`;

export function FormSections(p: SectionProps) {
  const { lang, values: v, errors: e, onChange } = p;
  const t = strings[lang];
  const L = labels[lang];
  const china = lang === 'zh';
  const common = (name: string, required = true) => ({
    name,
    label: L[name],
    required,
    requiredText: t.required,
    error: e[name],
    value: v[name] ?? '',
    onChange,
  });
  const careerOn = v.consentCareer === 'yes';
  return (
    <>
      <section class="card" aria-labelledby="s-program">
        <h2 id="s-program">{t.sectionProgram}</h2>
        <FieldShell name="roundId" label={L.roundId}>
          <p class="static">{p.round.name}</p>
        </FieldShell>
        <FieldShell name="track" label={L.track}>
          <p class="static">{china ? TRACKS.china_mba.zh : TRACKS.master.ko}</p>
        </FieldShell>
        {!china && (
          <SelectField
            {...common('department')}
            chooseText={t.choose}
            options={DEPARTMENTS.filter((d) => p.round.departments.includes(d.slug)).map((d) => [d.slug, d.name])}
          />
        )}
      </section>

      <section class="card" aria-labelledby="s-person">
        <h2 id="s-person">{t.sectionPerson}</h2>
        <TextField {...common('name')} autoComplete="name" maxLength={20} />
        <TextField {...common('nameEn')} maxLength={100} placeholder={china ? 'ZHANG WEI' : 'HONG GILDONG'} />
        <TextField {...common('birthDate')} type="date" autoComplete="bday" />
        <RadioField {...common('gender')} options={opts(GENDERS, lang)} />
        <TextField {...common('nationality')} maxLength={50} autoComplete="country-name" />
        {china && <SelectField {...common('topikLevel')} chooseText={t.choose} options={topikOptions[lang]} />}
      </section>

      <section class="card" aria-labelledby="s-contact">
        <h2 id="s-contact">{t.sectionContact}</h2>
        <TextField
          {...common('mobile')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={china ? '+86 138 0013 8000' : '010-1234-5678'}
        />
        <TextField {...common('email')} type="email" autoComplete="email" maxLength={254} />
        <TextField {...common('postalCode', false)} autoComplete="postal-code" maxLength={10} inputMode="numeric" />
        <TextField {...common('address')} autoComplete="street-address" maxLength={200} />
        <TextField {...common('addressDetail', false)} maxLength={200} />
      </section>

      <section class="card" aria-labelledby="s-edu">
        <h2 id="s-edu">{t.sectionEducation}</h2>
        <TextField {...common('school')} maxLength={100} />
        <TextField {...common('major')} maxLength={100} />
        <SelectField {...common('degree')} chooseText={t.choose} options={opts(DEGREES, lang)} />
        <RadioField {...common('degreeStatus')} options={opts(DEGREE_STATUSES, lang)} />
        <div class="row2">
          <TextField {...common('eduStart')} type="month" placeholder="YYYY-MM" />
          <TextField {...common('eduEnd')} type="month" placeholder="YYYY-MM" />
        </div>
      </section>

      <section class="card" aria-labelledby="s-career">
        <h2 id="s-career">{t.sectionCareer}</h2>
        {careerOn ? (
          <>
            <TextField {...common('company', false)} maxLength={100} autoComplete="organization" />
            <TextField {...common('companyDept', false)} maxLength={100} />
            <TextField {...common('position', false)} maxLength={50} autoComplete="organization-title" />
            <TextField {...common('careerYears', false)} inputMode="numeric" maxLength={2} />
            <SelectField {...common('industry', false)} chooseText={t.choose} options={opts(INDUSTRIES, lang)} />
            <RadioField {...common('careerRole', false)} options={opts(CAREER_ROLES, lang)} />
          </>
        ) : (
          <p class="lead">{t.careerSkipped}</p>
        )}
      </section>

      <section class="card" aria-labelledby="s-essay">
        <h2 id="s-essay">{t.sectionEssay}</h2>
        {p.round.essays.map((essay) => (
          <TextArea
            key={essay.field}
            {...common(essay.field)}
            label={essay.prompt || L[essay.field]}
            counter={t.counter(chars(v[essay.field] ?? ''), essay.max, essay.min)}
          />
        ))}
      </section>

      <section class="card" aria-labelledby="s-docs">
        <h2 id="s-docs">{t.sectionDocs}</h2>
        <p class="lead">{t.docsLead}</p>
        {documentSpecs(p.round.documents).map((d) => (
          <FieldShell
            key={d.kind}
            name={d.kind}
            label={d[lang]}
            required={d.required}
            requiredText={t.required}
            error={e[d.kind]}
          >
            <input
              id={`f-${d.kind}`}
              type="file"
              name={d.kind}
              multiple={d.max > 1}
              accept={d.extensions.map((x) => `.${x}`).join(',')}
              aria-invalid={e[d.kind] ? 'true' : undefined}
              aria-describedby={e[d.kind] ? errorId(d.kind) : undefined}
              class="file-input"
              onChange={(ev) =>
                p.onFiles(d.kind, Array.from((ev.currentTarget as HTMLInputElement).files ?? []).slice(0, d.max))
              }
            />
            <div class="file-row">
              <label for={`f-${d.kind}`} class="btn small file-btn">
                {t.chooseFile}
              </label>
              <div class="file-names">
                {(p.files[d.kind] ?? []).length ? (
                  (p.files[d.kind] ?? []).map((f) => (
                    <p class="file-chosen" key={f.name}>
                      {t.fileChosen(f.name, sizeText(f.size))}
                    </p>
                  ))
                ) : (
                  <p class="file-none">{t.noFile}</p>
                )}
              </div>
            </div>
          </FieldShell>
        ))}
      </section>

      <RefundSection {...p} />

      <section class="card" aria-labelledby="s-password">
        <h2 id="s-password">{t.sectionPassword}</h2>
        <p class="lead">{t.passwordLead}</p>
        <TextField {...common('password')} type="password" autoComplete="new-password" maxLength={64} />
        <TextField {...common('passwordConfirm')} type="password" autoComplete="new-password" maxLength={64} />
      </section>
    </>
  );
}

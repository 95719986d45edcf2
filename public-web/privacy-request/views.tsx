// The privacy request page, server-rendered and working without JavaScript (plain form posts): the form to ask for a
// code for an address, the request form (kind, one way of proving who asks, the text), the answer with its number
// and due date, and the page of the 열람 copy's link.
import { PRIVACY_KINDS } from '../../domain/privacy-requests.js';
import { privacyRequestPath, prStrings, type PrLang } from './strings.js';

export interface PrValues {
  kind?: string;
  subject?: string;
  receiptNo?: string;
  questionId?: string;
  email?: string;
  text?: string;
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email';
  value?: string;
  max: number;
  auto?: string;
  mode?: 'numeric';
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={(props.type ?? 'text') as 'text'}
        maxLength={props.max}
        autoComplete={props.auto ?? 'off'}
        inputMode={props.mode}
        value={props.value ?? ''}
      />
    </div>
  );
}

export function PrivacyRequestForm({
  lang,
  values = {},
  error,
  notice,
}: {
  lang: PrLang;
  values?: PrValues;
  error?: string;
  notice?: string;
}) {
  const t = prStrings[lang];
  const path = privacyRequestPath(lang);
  const subject = values.subject ?? 'application';
  return (
    <div class="container page-body auth-page auth-page--wide">
      <h1 class="page-title">{t.title}</h1>
      <p class="page-lead">{t.lead}</p>
      {error ? (
        <p class="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p class="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <section class="terms-box" aria-labelledby="pr-code-heading">
        <h2 id="pr-code-heading">{t.getCode}</h2>
        <p>{t.codeHint}</p>
        <form class="auth-form" method="post" action={`${path}/code`}>
          <Field
            id="pr-code-email"
            name="email"
            type="email"
            label={t.emailAddress}
            value={values.email}
            max={254}
            auto="email"
          />
          <div>
            <button class="btn" type="submit">
              {t.getCode}
            </button>
          </div>
        </form>
      </section>
      <form class="auth-form" method="post" action={path}>
        <fieldset class="plain">
          <legend>
            {t.kind} <span class="req">({t.required})</span>
          </legend>
          {PRIVACY_KINDS.map((k) => (
            <label class="check" key={k}>
              <input type="radio" name="kind" value={k} required checked={values.kind === k} />
              <span>{t.kinds[k]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset class="plain">
          <legend>
            {t.proof} <span class="req">({t.required})</span>
          </legend>
          <label class="check">
            <input type="radio" name="subject" value="application" checked={subject === 'application'} />
            <span>{t.application}</span>
          </label>
          <Field id="pr-receipt" name="receiptNo" label={t.receiptNo} value={values.receiptNo} max={20} />
          <label class="check">
            <input type="radio" name="subject" value="question" checked={subject === 'question'} />
            <span>{t.question}</span>
          </label>
          <Field
            id="pr-question"
            name="questionId"
            label={t.questionId}
            value={values.questionId}
            max={10}
            mode="numeric"
          />
          <div class="field">
            <label for="pr-password">{t.password}</label>
            <input id="pr-password" name="password" type="password" maxLength={64} autoComplete="off" />
          </div>
          <label class="check">
            <input type="radio" name="subject" value="email" checked={subject === 'email'} />
            <span>{t.email}</span>
          </label>
          <Field
            id="pr-email"
            name="email"
            type="email"
            label={t.emailAddress}
            value={values.email}
            max={254}
            auto="email"
          />
          <Field id="pr-code" name="code" label={t.code} max={6} mode="numeric" />
          <label class="check">
            <input type="radio" name="subject" value="member" checked={subject === 'member'} />
            <span>{t.memberProof}</span>
          </label>
          <p class="field-hint">{t.member}</p>
        </fieldset>
        <div class="field">
          <label for="pr-text">
            {t.text} <span class="req">({t.required})</span>
          </label>
          <p class="field-hint" id="pr-text-hint">
            {t.textHint}
          </p>
          <textarea id="pr-text" name="text" rows={5} maxLength={4000} required aria-describedby="pr-text-hint">
            {values.text ?? ''}
          </textarea>
        </div>
        <div class="hp-field" aria-hidden="true">
          <label for="pr-website">{t.honeypot}</label>
          <input id="pr-website" name="website" type="text" tabIndex={-1} autoComplete="off" value="" />
        </div>
        <div>
          <button class="btn btn-primary" type="submit">
            {t.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

export function PrivacyNotice({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links?: { href: string; label: string }[];
}) {
  return (
    <div class="container page-body auth-page">
      <h1 class="page-title">{title}</h1>
      <p class="page-lead">{text}</p>
      {links?.map((l) => (
        <p key={l.href}>
          <a class="btn" href={l.href}>
            {l.label}
          </a>
        </p>
      ))}
    </div>
  );
}

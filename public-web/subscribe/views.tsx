// The subscription pages, server-rendered and working without JavaScript (plain form posts): the request form with
// its consent, the answer that the confirmation mail went, the confirmation page (a button, so a mail scanner that
// opens links confirms nothing), and the unsubscribe page (a button; mail programs POST the same address, RFC 8058).
import { MARKETING_FACTS } from '../../domain/consent-facts.js';
import { ConsentFacts } from '../views/consent-facts.js';
import { homePath, subscribePath, subscribeStrings, type SubLang } from './strings.js';

export interface SubscribeFormProps {
  lang: SubLang;
  values?: { name?: string; email?: string };
  error?: string;
}

export function SubscribeForm({ lang, values = {}, error }: SubscribeFormProps) {
  const t = subscribeStrings[lang];
  return (
    <div class="container page-body auth-page auth-page--wide">
      <h1 class="page-title">{t.title}</h1>
      <p class="page-lead">{t.lead}</p>
      {error ? (
        <p class="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <form class="auth-form" method="post" action={subscribePath(lang)}>
        <div class="field">
          <label for="sub-name">
            {t.name} <span class="req">({t.required})</span>
          </label>
          <input
            id="sub-name"
            name="name"
            type="text"
            required
            maxLength={50}
            autoComplete="name"
            value={values.name ?? ''}
          />
        </div>
        <div class="field">
          <label for="sub-email">
            {t.email} <span class="req">({t.required})</span>
          </label>
          <input
            id="sub-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            value={values.email ?? ''}
          />
        </div>
        <div class="hp-field" aria-hidden="true">
          <label for="sub-website">{t.honeypot}</label>
          <input id="sub-website" name="website" type="text" tabIndex={-1} autoComplete="off" value="" />
        </div>
        <section class="terms-box" aria-labelledby="sub-consent-heading">
          <h2 id="sub-consent-heading">{t.consentHeading}</h2>
          <ConsentFacts facts={MARKETING_FACTS[lang]} />
        </section>
        <label class="check">
          <input type="checkbox" name="consent" value="yes" required />
          <span>
            {t.consent} <span class="req">({t.required})</span>
          </span>
        </label>
        <div>
          <button class="btn btn-primary" type="submit">
            {t.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

export function Notice({
  lang,
  title,
  text,
  action,
}: {
  lang: SubLang;
  title: string;
  text: string;
  action?: 'again';
}) {
  const t = subscribeStrings[lang];
  return (
    <div class="container page-body auth-page">
      <h1 class="page-title">{title}</h1>
      <p role="status">{text}</p>
      <p>{action === 'again' ? <a href={subscribePath(lang)}>{t.again}</a> : <a href={homePath(lang)}>{t.home}</a>}</p>
    </div>
  );
}

/** A page with one button that posts to `action` (the confirmation and the unsubscribe). */
export function ButtonPage(p: {
  title: string;
  lead: string;
  action: string;
  button: string;
  extra?: Record<string, string>;
}) {
  return (
    <div class="container page-body auth-page">
      <h1 class="page-title">{p.title}</h1>
      <p class="page-lead">{p.lead}</p>
      <form class="auth-form" method="post" action={p.action}>
        {Object.entries(p.extra ?? {}).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div>
          <button class="btn btn-primary" type="submit">
            {p.button}
          </button>
        </div>
      </form>
    </div>
  );
}

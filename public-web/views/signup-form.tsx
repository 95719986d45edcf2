// A sign-up form built by staff (/forms/:slug, and /china/forms/:slug for a Chinese one): the description, the seats
// left, the fields, the privacy consent (and the optional 입학 소식 수신 동의), a hidden honeypot and the signed start
// time. A plain form POST to the same address: works without JavaScript; the answer page is drawn by the server.
// Also the answer after a submit, and the cancel link's confirm and done pages.
import { FORM_HONEYPOT, MARKETING_CONSENT_LABEL, type FormField, type FormLang } from '../../domain/forms.js';
import { formatDateTime } from '../../domain/time.js';
import { MARKETING_FACTS, signupConsentFacts } from '../../domain/consent-facts.js';
import { ConsentFacts } from './consent-facts.js';

export interface SignupFormView {
  lang: FormLang;
  title: string;
  description: string;
  fields: FormField[];
  consentText: string;
  retentionDays: number;
  askMarketing: boolean;
  state: 'notYet' | 'closed' | 'open';
  opensAt: Date | null;
  closesAt: Date | null;
  capacity: number | null;
  seatsLeft: number | null;
  action: string;
  startedAt: string;
  values?: Record<string, string | string[]>;
  errors?: Record<string, string>;
  error?: string;
  /** The error is a limit reached (429), not a mistake in the answers. */
  limited?: boolean;
}

const T = {
  ko: {
    seats: (n: number, of: number) => `남은 자리 ${n}석 (정원 ${of}석)`,
    full: '정원이 찼습니다. 지금 신청하면 대기자로 접수되며, 자리가 나면 순서대로 확정하고 메일로 알려드립니다.',
    period: '신청 기간',
    notYet: (at: string) => `${at}부터 신청할 수 있습니다.`,
    closed: '신청이 마감되었습니다.',
    required: '필수',
    requiredNote: '* 표시는 필수 항목입니다.',
    consentHeading: '개인정보 수집·이용 동의',
    requiredGroup: '필수 동의',
    optionalGroup: '선택 동의',
    optionalNote: '선택 동의는 하지 않아도 신청할 수 있습니다.',
    staffNote: '추가 안내',
    consent: '위 내용을 읽었으며 개인정보 수집·이용에 동의합니다. (필수)',
    submit: '신청하기',
    trap: '이 칸은 비워 두세요',
    choose: '선택하세요',
    errorTitle: '입력한 내용을 확인해주세요.',
    limitTitle: '신청 횟수 제한에 도달했습니다.',
    confirmed: '신청이 확정되었습니다.',
    waitlisted: '정원이 차서 대기자로 접수되었습니다.',
    waitNote: '자리가 나면 순서대로 확정하고 메일로 알려드립니다.',
    mailNote: '입력하신 이메일로 확인 메일을 보냈습니다. 메일의 링크에서 신청을 취소할 수 있습니다.',
    consentNote: '입학 소식은 따로 보내드린 구독 확인 메일의 링크를 누르신 뒤부터 보내드립니다.',
    cancelTitle: '신청 취소',
    cancelAsk: (t: string) => `‘${t}’ 신청을 취소하시겠습니까? 취소하면 다음 대기자에게 자리가 넘어갑니다.`,
    cancelButton: '신청 취소하기',
    cancelled: (t: string) => `‘${t}’ 신청이 취소되었습니다.`,
    already: (t: string) => `‘${t}’ 신청은 이미 취소되었습니다.`,
    badLink: '취소 링크가 올바르지 않거나 신청 기록이 더 이상 없습니다.',
  },
  'zh-Hans': {
    seats: (n: number, of: number) => `剩余名额 ${n} 个（共 ${of} 个）`,
    full: '名额已满。现在报名将登记为候补，如有空位将按顺序确认并发送邮件通知。',
    period: '报名时间',
    notYet: (at: string) => `${at}起开放报名。`,
    closed: '报名已截止。',
    required: '必填',
    requiredNote: '* 为必填项。',
    consentHeading: '同意收集和使用个人信息',
    requiredGroup: '必选同意',
    optionalGroup: '可选同意',
    optionalNote: '不同意可选项也可以报名。',
    staffNote: '补充说明',
    consent: '我已阅读上述内容，同意收集和使用个人信息。（必选）',
    submit: '提交报名',
    trap: '请勿填写此栏',
    choose: '请选择',
    errorTitle: '请检查填写的内容。',
    limitTitle: '已达到报名次数上限。',
    confirmed: '报名已确认。',
    waitlisted: '名额已满，您已登记为候补。',
    waitNote: '如有空位，我们将按顺序确认并发送邮件通知您。',
    mailNote: '确认邮件已发送至您填写的邮箱。可通过邮件中的链接取消报名。',
    consentNote: '招生资讯将在您点击另一封订阅确认邮件中的链接后开始发送。',
    cancelTitle: '取消报名',
    cancelAsk: (t: string) => `确定要取消“${t}”的报名吗？取消后名额将顺延给下一位候补者。`,
    cancelButton: '取消报名',
    cancelled: (t: string) => `“${t}”的报名已取消。`,
    already: (t: string) => `“${t}”的报名已经取消。`,
    badLink: '取消链接不正确，或报名记录已不存在。',
  },
} as const;

const inputType: Record<string, string> = { text: 'text', email: 'email', tel: 'tel' };

function Field({
  f,
  v,
  error,
  t,
}: {
  f: FormField;
  v: string | string[] | undefined;
  error?: string;
  t: (typeof T)[FormLang];
}) {
  const id = `f-${f.key}`;
  const described = error ? `${id}-error` : undefined;
  const one = Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
  const many = Array.isArray(v) ? v : v ? [v] : [];
  const mark = f.required ? (
    <span class="req" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const err = error ? (
    <p class="field-error" id={described}>
      {error}
    </p>
  ) : null;
  if (f.type === 'radio' || f.type === 'checkbox')
    return (
      <fieldset class={`field signup-choices${error ? ' has-error' : ''}`} aria-describedby={described}>
        <legend>
          {f.label}
          {mark}
        </legend>
        {f.options.map((o, i) => (
          <label class="check" key={o}>
            <input
              type={f.type === 'radio' ? 'radio' : 'checkbox'}
              name={f.key}
              value={o}
              checked={many.includes(o)}
              required={f.type === 'radio' && f.required && i === 0}
            />
            <span>{o}</span>
          </label>
        ))}
        {err}
      </fieldset>
    );
  const common = {
    id,
    name: f.key,
    required: f.required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': described,
  };
  return (
    <div class={`field${error ? ' has-error' : ''}`}>
      <label for={id}>
        {f.label}
        {mark}
      </label>
      {f.type === 'textarea' ? (
        <textarea {...common} rows={5} maxLength={2000}>
          {one}
        </textarea>
      ) : f.type === 'select' ? (
        <select {...common}>
          <option value="">{t.choose}</option>
          {f.options.map((o) => (
            <option key={o} value={o} selected={one === o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={inputType[f.type] as 'text'}
          value={one}
          maxLength={200}
          autocomplete={f.type === 'email' ? 'email' : f.type === 'tel' ? 'tel' : f.key === 'name' ? 'name' : undefined}
        />
      )}
      {err}
    </div>
  );
}

export function SignupFormPage({ view }: { view: SignupFormView }) {
  const t = T[view.lang];
  const errors = view.errors ?? {};
  const full = view.seatsLeft === 0;
  return (
    <div class="container page-body auth-page auth-page--wide signup">
      <h1 class="page-title">{view.title}</h1>
      {view.description
        ? view.description.split(/\n{2,}/).map((p, i) => (
            <p class="page-lead" key={i}>
              {p}
            </p>
          ))
        : null}
      <ul class="signup-facts">
        {view.opensAt || view.closesAt ? (
          <li>
            {t.period}: {view.opensAt ? formatDateTime(view.opensAt) : ''} ~{' '}
            {view.closesAt ? formatDateTime(view.closesAt) : ''}
          </li>
        ) : null}
        {view.capacity !== null && view.seatsLeft !== null ? (
          <li class="signup-seats">{t.seats(view.seatsLeft, view.capacity)}</li>
        ) : null}
      </ul>
      {view.state === 'notYet' ? (
        <p class="form-error">{t.notYet(view.opensAt ? formatDateTime(view.opensAt) : '')}</p>
      ) : view.state === 'closed' ? (
        <p class="form-error">{t.closed}</p>
      ) : (
        <form class="auth-form" method="post" action={view.action} noValidate={false}>
          {view.error ? (
            <div class="form-error" role="alert">
              <p>{view.limited ? t.limitTitle : t.errorTitle}</p>
              <p>{view.error}</p>
            </div>
          ) : null}
          {full ? <p class="signup-full">{t.full}</p> : null}
          <p class="form-note">{t.requiredNote}</p>
          {view.fields.map((f) => (
            <Field key={f.key} f={f} v={view.values?.[f.key]} error={errors[f.key]} t={t} />
          ))}
          <section class="consent-group" aria-labelledby="signup-consent-required">
            <h2 id="signup-consent-required" class="consent-group-title">
              {t.requiredGroup}
            </h2>
            <h3>{t.consentHeading}</h3>
            <ConsentFacts facts={signupConsentFacts(view, view.lang)} />
            {view.consentText.trim() ? (
              <div class="terms-text" tabIndex={0} role="region" aria-label={t.staffNote}>
                {view.consentText.split(/\n+/).map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </div>
            ) : null}
            <label class="check">
              <input type="checkbox" name="consent" value="yes" required checked={view.values?.consent === 'yes'} />
              <span>{t.consent}</span>
            </label>
            {errors.consent ? <p class="field-error">{errors.consent}</p> : null}
          </section>
          {view.askMarketing ? (
            <section class="consent-group consent-group--optional" aria-labelledby="signup-consent-optional">
              <h2 id="signup-consent-optional" class="consent-group-title">
                {t.optionalGroup}
              </h2>
              <p class="form-note">{t.optionalNote}</p>
              <h3>{MARKETING_CONSENT_LABEL[view.lang]}</h3>
              <ConsentFacts facts={MARKETING_FACTS[view.lang === 'zh-Hans' ? 'zh' : 'ko']} />
              <label class="check">
                <input
                  type="checkbox"
                  name="consentMarketing"
                  value="yes"
                  checked={view.values?.consentMarketing === 'yes'}
                />
                <span>{MARKETING_CONSENT_LABEL[view.lang]}</span>
              </label>
            </section>
          ) : null}
          <div class="signup-trap" aria-hidden="true">
            <label for="f-trap">{t.trap}</label>
            <input id="f-trap" type="text" name={FORM_HONEYPOT} value="" tabIndex={-1} autocomplete="off" />
          </div>
          <input type="hidden" name="startedAt" value={view.startedAt} />
          <button class="btn btn-primary" type="submit">
            {t.submit}
          </button>
        </form>
      )}
    </div>
  );
}

export function SignupDonePage({
  lang,
  title,
  status,
  consentPending = false,
}: {
  lang: FormLang;
  title: string;
  status: string;
  consentPending?: boolean;
}) {
  const t = T[lang];
  return (
    <div class="container page-body auth-page signup">
      <h1 class="page-title">{title}</h1>
      <div class="signup-done" role="status">
        <p class="signup-status">{status === 'confirmed' ? t.confirmed : t.waitlisted}</p>
        {status === 'waitlisted' ? <p>{t.waitNote}</p> : null}
        <p>{t.mailNote}</p>
        {consentPending ? <p>{t.consentNote}</p> : null}
      </div>
    </div>
  );
}

export type CancelView =
  { kind: 'ask'; title: string; action: string } | { kind: 'done' | 'already'; title: string } | { kind: 'bad' };

export function SignupCancelPage({ lang, view }: { lang: FormLang; view: CancelView }) {
  const t = T[lang];
  return (
    <div class="container page-body auth-page signup">
      <h1 class="page-title">{t.cancelTitle}</h1>
      {view.kind === 'ask' ? (
        <form method="post" action={view.action} class="auth-form">
          <p>{t.cancelAsk(view.title)}</p>
          <button class="btn btn-primary" type="submit">
            {t.cancelButton}
          </button>
        </form>
      ) : view.kind === 'bad' ? (
        <p class="form-error">{t.badLink}</p>
      ) : (
        <p class="signup-done" role="status">
          {view.kind === 'done' ? t.cancelled(view.title) : t.already(view.title)}
        </p>
      )}
    </div>
  );
}

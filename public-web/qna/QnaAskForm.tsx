// 입학상담's ask form (/board/qna/write): a plain form that posts to the page itself (no JavaScript needed). The
// consent states purpose, items, retention and the right to refuse; the honeypot field is hidden from people
// (CSS and out of the tab order) and the form token carries when the form was drawn (the minimum fill time).
import type { JSX } from 'preact';
import { questionConsentRows } from '../../domain/questions.js';
import { ConsentFacts } from '../views/consent-facts.js';
import { BoardHeading } from '../boards/parts.js';

export interface QnaAskProps {
  board: { enName: string; name: string };
  formToken: string;
  retentionDays: number;
  values?: Record<string, string>;
  error?: string;
  errors?: Record<string, string>;
}

/** One text, e-mail or password input's attributes (preact types each input type apart). */
const inputAttrs = (a: Record<string, unknown>) => a as JSX.IntrinsicElements['input'];

function Field(props: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  maxLength?: number;
  multiline?: boolean;
}) {
  const id = `qna-${props.name}`;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: props.name,
    required: true,
    maxLength: props.maxLength,
    'aria-describedby': described || undefined,
    'aria-invalid': props.error ? ('true' as const) : undefined,
  };
  return (
    <div class={props.error ? 'field has-error' : 'field'}>
      <label for={id}>
        {props.label} <span class="req">(필수)</span>
      </label>
      {props.hint && (
        <p class="field-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.multiline ? (
        <textarea {...common} rows={10}>
          {props.value ?? ''}
        </textarea>
      ) : (
        <input
          {...inputAttrs({
            ...common,
            type: props.type ?? 'text',
            value: props.value ?? '',
            autocomplete: props.autocomplete,
          })}
        />
      )}
      {props.error && (
        <p class="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

export function QnaAskForm({ board, formToken, retentionDays, values = {}, error, errors = {} }: QnaAskProps) {
  const action = `/board/${board.enName}/write`;
  // Nothing is chosen for the visitor: a question sent without the choice comes back asking for it.
  const secret = values.secret === 'on' ? true : values.secret === 'off' ? false : null;
  return (
    <section class="bd qna" aria-labelledby="bd-title">
      <BoardHeading title={`${board.name} 질문하기`} />
      <form class="auth-form qna-form" method="post" action={action} noValidate>
        {error && (
          <p class="form-error" role="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="formToken" value={formToken} />
        <div class="qna-hp" aria-hidden="true">
          <label for="qna-website">웹사이트(비워 두세요)</label>
          <input id="qna-website" name="website" type="text" tabIndex={-1} autocomplete="off" value="" />
        </div>
        <Field name="name" label="이름" value={values.name} error={errors.name} autocomplete="name" maxLength={50} />
        <Field
          name="email"
          label="이메일"
          type="email"
          value={values.email}
          error={errors.email}
          autocomplete="email"
          hint="답변이 등록되면 이 주소로 알려드립니다."
        />
        <Field
          name="password"
          label="비밀번호"
          type="password"
          error={errors.password}
          autocomplete="new-password"
          hint="8자 이상. 질문과 답변을 볼 때 필요합니다."
        />
        <Field name="title" label="제목" value={values.title} error={errors.title} maxLength={200} />
        <Field
          name="body"
          label="내용"
          value={values.body}
          error={errors.body}
          multiline
          maxLength={5000}
          hint="주민등록번호 등 민감한 정보는 적지 마세요. 링크는 2개까지 넣을 수 있습니다."
        />
        <fieldset
          class={errors.secret ? 'qna-secret has-error' : 'qna-secret'}
          aria-describedby={errors.secret ? 'qna-secret-error' : undefined}
        >
          <legend>공개 여부 (필수)</legend>
          <div class="check">
            <input id="qna-secret-on" name="secret" type="radio" value="on" required checked={secret === true} />
            <label for="qna-secret-on">비밀글 (본인과 담당자만 볼 수 있습니다)</label>
          </div>
          <div class="check">
            <input id="qna-secret-off" name="secret" type="radio" value="off" required checked={secret === false} />
            <label for="qna-secret-off">공개글 (누구나 볼 수 있습니다. 작성자는 가려집니다)</label>
          </div>
          {errors.secret && (
            <p class="field-error" id="qna-secret-error">
              {errors.secret}
            </p>
          )}
        </fieldset>
        <fieldset class={errors.consentPrivacy ? 'qna-consent has-error' : 'qna-consent'}>
          <legend>개인정보 수집·이용 동의 (필수)</legend>
          <ConsentFacts facts={questionConsentRows(retentionDays)} />
          <div class="check">
            <input
              id="qna-consent"
              name="consentPrivacy"
              type="checkbox"
              required
              aria-describedby={errors.consentPrivacy ? 'qna-consent-error' : undefined}
            />
            <label for="qna-consent">위 내용을 읽었으며 개인정보 수집·이용에 동의합니다.</label>
          </div>
          {errors.consentPrivacy && (
            <p class="field-error" id="qna-consent-error">
              {errors.consentPrivacy}
            </p>
          )}
        </fieldset>
        <div class="qna-actions">
          <button class="btn btn-primary" type="submit">
            질문 등록
          </button>
          <a href={`/board/${board.enName}`}>취소하고 목록으로</a>
        </div>
      </form>
    </section>
  );
}

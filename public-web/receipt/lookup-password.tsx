// What every form inside the look-up result asks before it changes anything (등록 포기, 지원 취소, 보완 서류, 환불
// 계좌): the look-up password typed again, which the server checks with the look-up's guard (server/web/receipt/
// opened.ts), and the refusal it answers, read out as an alert.

export function LookupPasswordField({ id, label }: { id: string; label: string }) {
  return (
    <div class="field">
      <label for={id} class="field-label">
        {label}
      </label>
      <input id={id} type="password" name="password" autoComplete="current-password" maxLength={64} required />
    </div>
  );
}

export function FormRefusal({ error }: { error: string | undefined }) {
  return error ? (
    <p class="summary show" role="alert">
      {error}
    </p>
  ) : null;
}

// A labelled form field with its inline error (aria-invalid + aria-describedby), used by the account forms.

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  onInput: (value: string) => void;
  onBlur?: () => void;
}

export function Field({
  id,
  label,
  value,
  error,
  hint,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  maxLength,
  inputMode,
  onInput,
  onBlur,
}: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const inputAttrs = {
    id,
    name: id,
    type,
    value,
    autoComplete,
    required,
    readOnly,
    maxLength,
    inputMode,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': describedBy,
    onInput: (e: Event) => onInput((e.currentTarget as HTMLInputElement).value),
    onBlur,
  };
  return (
    <div class={`field${error ? ' has-error' : ''}`}>
      <label for={id}>
        {label}
        {required ? (
          <span class="req" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {/* One object, because preact 11 types <input> as a union keyed by its type attribute. */}
      <input {...(inputAttrs as Record<string, unknown>)} />
      {hint ? (
        <p class="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

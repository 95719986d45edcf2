// Labelled inputs with their error beside them (aria-invalid + aria-describedby), shared by the form and the look-up.
import type { ComponentChildren } from 'preact';

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  requiredText?: string;
  error?: string;
  hint?: string;
}

export function errorId(name: string): string {
  return `err-${name}`;
}

function described(p: FieldProps): string | undefined {
  const ids = [p.hint ? `hint-${p.name}` : '', p.error ? errorId(p.name) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldShell(p: FieldProps & { children: ComponentChildren; as?: 'div' | 'fieldset' }) {
  const Label = p.as === 'fieldset' ? 'legend' : 'label';
  const Tag = p.as ?? 'div';
  return (
    <Tag class={`field${p.error ? ' has-error' : ''}`} data-field={p.name}>
      <Label {...(Label === 'label' ? { for: `f-${p.name}` } : {})} class="field-label">
        {p.label}
        {p.required && <span class="req"> ({p.requiredText ?? '필수'})</span>}
      </Label>
      {p.children}
      {p.hint && (
        <p class="hint" id={`hint-${p.name}`}>
          {p.hint}
        </p>
      )}
      {/* The summary at the top announces the problems; each message is read with its field (aria-describedby). */}
      {p.error && (
        <p class="error" id={errorId(p.name)}>
          {p.error}
        </p>
      )}
    </Tag>
  );
}

type Change = (name: string, value: string) => void;

export function TextField(
  p: FieldProps & {
    value: string;
    onChange: Change;
    type?: string;
    autoComplete?: string;
    maxLength?: number;
    inputMode?: string;
    placeholder?: string;
  },
) {
  return (
    <FieldShell {...p}>
      <input
        id={`f-${p.name}`}
        name={p.name}
        type={(p.type ?? 'text') as 'text'}
        value={p.value}
        required={p.required}
        maxLength={p.maxLength}
        autoComplete={p.autoComplete ?? 'off'}
        inputMode={p.inputMode as 'text' | undefined}
        placeholder={p.placeholder}
        aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={described(p)}
        onInput={(e) => p.onChange(p.name, (e.currentTarget as HTMLInputElement).value)}
      />
    </FieldShell>
  );
}

export function SelectField(
  p: FieldProps & { value: string; onChange: Change; options: [string, string][]; chooseText: string },
) {
  return (
    <FieldShell {...p}>
      <select
        id={`f-${p.name}`}
        name={p.name}
        value={p.value}
        required={p.required}
        aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={described(p)}
        onChange={(e) => p.onChange(p.name, (e.currentTarget as HTMLSelectElement).value)}
      >
        <option value="">{p.chooseText}</option>
        {p.options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function RadioField(p: FieldProps & { value: string; onChange: Change; options: [string, string][] }) {
  return (
    <FieldShell {...p} as="fieldset">
      <div class="radios">
        {p.options.map(([v, l], i) => (
          <label key={v} class="radio">
            <input
              id={i === 0 ? `f-${p.name}` : undefined}
              type="radio"
              name={p.name}
              value={v}
              checked={p.value === v}
              aria-invalid={p.error ? 'true' : undefined}
              aria-describedby={described(p)}
              onChange={() => p.onChange(p.name, v)}
            />
            <span>{l}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

export function TextArea(p: FieldProps & { value: string; onChange: Change; counter: string; rows?: number }) {
  return (
    <FieldShell {...p}>
      <textarea
        id={`f-${p.name}`}
        name={p.name}
        rows={p.rows ?? 8}
        value={p.value}
        required={p.required}
        aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={[described(p), `count-${p.name}`].filter(Boolean).join(' ')}
        onInput={(e) => p.onChange(p.name, (e.currentTarget as HTMLTextAreaElement).value)}
      />
      <p class="counter" id={`count-${p.name}`} aria-live="polite">
        {p.counter}
      </p>
    </FieldShell>
  );
}

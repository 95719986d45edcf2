// The error summary at the top of the form (the GOV.UK pattern): a heading that takes focus and is announced,
// then one link per problem in the form's order; a link scrolls its field's label into view and focuses the field.
import type { Ref } from 'preact';

/** What the submit carries without a field of its own on the page: named, not linked. */
const HIDDEN = new Set(['locale', 'idempotencyKey', 'track']);

export interface SummaryProps {
  title: string;
  entries: { key: string; text: string }[];
  boxRef: Ref<HTMLDivElement>;
}

/** Brings a field (and its label above it) into view and focuses it; false when the page has no such field. */
export function focusField(key: string): boolean {
  const field = document.getElementById(`f-${key}`);
  if (!field) return false;
  (field.closest('.field, fieldset') ?? field).scrollIntoView({ block: 'start', behavior: 'instant' });
  field.focus({ preventScroll: true });
  return true;
}

export function ErrorSummary({ title, entries, boxRef }: SummaryProps) {
  return (
    <div
      id="form-summary"
      class="error-summary"
      role="alert"
      aria-labelledby="form-summary-title"
      tabIndex={-1}
      ref={boxRef}
      data-testid="error-summary"
    >
      <h2 id="form-summary-title">{title}</h2>
      {entries.length > 0 && (
        <ul>
          {entries.map(({ key, text }) => (
            <li key={key}>
              {!HIDDEN.has(key) ? (
                <a
                  href={`#f-${key}`}
                  onClick={(e) => {
                    if (focusField(key)) e.preventDefault();
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// A consent's facts (domain/consent-facts.ts): each label, then its text larger than the text around it and
// highlighted (.consent-key in forms.css), on every form that asks a consent.

export function ConsentFacts({ facts, id }: { facts: readonly (readonly [string, string])[]; id?: string }) {
  return (
    <dl class="consent-facts" id={id}>
      {facts.map(([label, text]) => (
        <div class="consent-fact" key={label}>
          <dt>{label}</dt>
          <dd class="consent-key">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

// The printable 합격증 (certificate of admission) and 등록금 고지서 (registration bill): one A4 page each in print
// (public-web/receipt/papers.css.ts), a sheet that fits a phone on screen, in the application's language.
import type { BillView, CertificateView } from '../../domain/admission-papers.js';
import { papersStrings } from './papers-strings.js';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

export function CertificatePaper({ c }: { c: CertificateView }) {
  const p = papersStrings[c.lang];
  return (
    <article class="paper certificate" aria-labelledby="paper-title" data-testid="certificate">
      <header class="paper-head">
        <p class="school">{c.school}</p>
        <h2 id="paper-title">{p.certificateTitle}</h2>
        {c.additional && <p class="sub">{p.additional}</p>}
      </header>
      <dl class="facts">
        <Row label={p.examNo} value={c.examNo} testId="certificate-exam-no" />
        <Row label={p.name} value={c.name} testId="certificate-name" />
        <Row label={p.nameEn} value={c.nameEn} />
        <Row label={p.birthDate} value={c.birthDateText} />
        <Row label={p.track} value={c.trackLabel} />
        <Row label={p.department} value={c.departmentName} />
        <Row label={p.term} value={c.termLabel} />
      </dl>
      <p class="cert-text">{p.certificateText(c.roundName)}</p>
      <p class="issued">{c.issuedText}</p>
      <div class="signer">
        <strong>{c.signer}</strong>
        {c.seal && <img class="seal" src={c.seal} alt={p.sealAlt} width={84} height={84} />}
      </div>
    </article>
  );
}

export function BillPaper({ b }: { b: BillView }) {
  const p = papersStrings[b.lang];
  return (
    <article class="paper bill" aria-labelledby="paper-title" data-testid="bill">
      {b.paidText && (
        <p class="paid" data-testid="bill-paid">
          {p.paid} {b.paidText}
        </p>
      )}
      <header class="paper-head">
        <p class="school">{b.school}</p>
        <h2 id="paper-title">{p.billTitle}</h2>
        <p class="sub">{b.roundName}</p>
      </header>
      <dl class="facts">
        <Row label={p.examNo} value={b.examNo} testId="bill-exam-no" />
        <Row label={p.receiptNo} value={b.receiptNo} />
        <Row label={p.name} value={b.name} />
        <Row label={p.track} value={b.trackLabel} />
        <Row label={p.department} value={b.departmentName} />
        <Row label={p.term} value={b.termLabel} />
        <dt>{p.amount}</dt>
        <dd class="amount" data-testid="bill-amount">
          {b.amountText}
        </dd>
        <dt>{p.account}</dt>
        <dd class="multi" data-testid="bill-account" lang={b.korean?.includes('account') ? 'ko' : undefined}>
          {b.account}
        </dd>
        <Row label={p.deadline} value={b.deadlineText} testId="bill-deadline" />
        <Row label={p.period} value={b.periodText} />
        {b.submit && (
          <>
            <dt>{p.submit}</dt>
            <dd class="multi" lang={b.korean?.includes('submit') ? 'ko' : undefined}>
              {b.submit}
            </dd>
          </>
        )}
        <Row label={p.issued} value={b.issuedText} />
      </dl>
      <p class="bill-note">{p.billNote}</p>
      {!!b.korean?.length && p.untranslated && (
        <p class="bill-note" data-testid="bill-untranslated">
          {p.untranslated}
        </p>
      )}
    </article>
  );
}

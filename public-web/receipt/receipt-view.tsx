// The printable receipt (접수증): receipt number, applicant, programme, photo and the time in Asia/Seoul.
import type { Receipt } from '../../domain/receipt.js';
import { RegistrationNotice, ResultFacts } from './applicant-result.js';
import { resultStrings } from './result-strings.js';
import { strings, type Lang } from './strings.js';
import { FeeNotice } from './fee-notice.js';

export function ReceiptView({ receipt, school }: { receipt: Receipt; school: string }) {
  const lang: Lang = receipt.locale === 'zh-Hans' ? 'zh' : 'ko';
  const t = strings[lang];
  const r = resultStrings[lang];
  return (
    <div class="receipt-page">
      <p class="done no-print" role="status">
        {t.receiptDone} {t.receiptKeep}
      </p>
      <article class="receipt" aria-labelledby="receipt-title">
        <header class="receipt-head">
          <p class="school">{school}</p>
          <h1 id="receipt-title">{t.receiptTitle}</h1>
        </header>
        <div class="receipt-body">
          {receipt.photo ? (
            <img class="photo" src={receipt.photo} alt={t.photoAlt} width={120} height={160} />
          ) : (
            <div class="photo" />
          )}
          <dl class="facts">
            <dt>{t.receiptNoLabel}</dt>
            <dd class="receipt-no" data-testid="receipt-no">
              {receipt.receiptNo}
            </dd>
            <dt>{t.rName}</dt>
            <dd>{receipt.name}</dd>
            <dt>{t.rNameEn}</dt>
            <dd>{receipt.nameEn}</dd>
            <dt>{t.rBirth}</dt>
            <dd>{receipt.birthDate}</dd>
            <dt>{t.rTerm}</dt>
            <dd>{receipt.termLabel}</dd>
            <dt>{t.rTrack}</dt>
            <dd>{receipt.trackLabel}</dd>
            {receipt.departmentName && (
              <>
                <dt>{t.rDept}</dt>
                <dd>{receipt.departmentName}</dd>
              </>
            )}
            <dt>{t.rSubmitted}</dt>
            <dd>{receipt.submittedAtText}</dd>
            {receipt.roundName && (
              <>
                <dt>{r.round}</dt>
                <dd>{receipt.roundName}</dd>
              </>
            )}
            <ResultFacts result={receipt} lang={lang} withNote={false} />
          </dl>
        </div>
        <p class="stamp">{t.stamp}</p>
        <p class="stamp-school">{school}</p>
      </article>
      <div class="no-print">
        <FeeNotice fees={receipt.fees} lang={lang} />
        <RegistrationNotice result={receipt} lang={lang} />
        {receipt.note && (
          <p class="card note" data-testid="receipt-note">
            <strong>{t.lookupNote}</strong>
            <br />
            {receipt.note}
          </p>
        )}
      </div>
      <div class="actions no-print">
        <button type="button" class="btn primary" data-print>
          {t.print}
        </button>
        <a class="btn" href="/receipt/ticket">
          {r.openTicket}
        </a>
        <a class="btn" href={lang === 'zh' ? '/receipt/china-mba/lookup' : '/receipt/lookup'}>
          {t.toLookup}
        </a>
      </div>
    </div>
  );
}

// The printable 수험표 (admission ticket): photo, 수험번호 (or 배정 전), receipt number, name, programme, the round
// and the interview once staff assigned it. One page on A4 or B5 (public-web/receipt/ticket.css.ts).
import type { Receipt } from '../../domain/receipt.js';
import { resultStrings } from './result-strings.js';
import { strings, type Lang } from './strings.js';

export function TicketView({ receipt, school }: { receipt: Receipt; school: string }) {
  const lang: Lang = receipt.locale === 'zh-Hans' ? 'zh' : 'ko';
  const t = strings[lang];
  const r = resultStrings[lang];
  return (
    <div class="ticket-page">
      <article class="ticket" aria-labelledby="ticket-title" data-testid="ticket">
        <header class="ticket-head">
          <p class="school">{school}</p>
          <h2 id="ticket-title">{r.ticketTitle}</h2>
          {receipt.roundName && <p class="ticket-round">{receipt.roundName}</p>}
        </header>
        <div class="ticket-body">
          {receipt.photo ? (
            <img class="photo" src={receipt.photo} alt={t.photoAlt} width={120} height={160} />
          ) : (
            <div class="photo" />
          )}
          <dl class="facts">
            <dt>{r.examNo}</dt>
            <dd class={receipt.examNo ? 'exam-no' : 'exam-no pending'} data-testid="ticket-exam-no">
              {receipt.examNo ?? r.examNoPending}
            </dd>
            <dt>{t.receiptNoLabel}</dt>
            <dd>{receipt.receiptNo}</dd>
            <dt>{t.rName}</dt>
            <dd>
              {receipt.name}
              <span class="name-en">{receipt.nameEn}</span>
            </dd>
            <dt>{t.rTrack}</dt>
            <dd>{receipt.trackLabel}</dd>
            {receipt.departmentName && (
              <>
                <dt>{t.rDept}</dt>
                <dd>{receipt.departmentName}</dd>
              </>
            )}
            <dt>{t.rTerm}</dt>
            <dd>{receipt.termLabel}</dd>
          </dl>
        </div>
        <section class="ticket-interview" data-testid="ticket-interview">
          {receipt.interview ? (
            <dl class="facts">
              <dt>{r.interview}</dt>
              <dd>{receipt.interview.atText}</dd>
              <dt>{r.interviewPlace}</dt>
              <dd>{receipt.interview.place}</dd>
            </dl>
          ) : (
            <p>{r.interviewPending}</p>
          )}
        </section>
        <p class="ticket-bring">{r.ticketBring}</p>
        <p class="stamp">{r.ticketSchoolSeal}</p>
        <p class="stamp-school">{school}</p>
      </article>
      <div class="actions no-print">
        <button type="button" class="btn primary" data-print>
          {r.ticketPrint}
        </button>
        <a class="btn" href="/receipt/complete">
          {t.printReceipt}
        </a>
      </div>
    </div>
  );
}

// The applicant's status as the look-up and the receipt show it (always through domain/applicant-status.ts on the
// server): the status, the announcement date-time before results, the 수험번호 and interview once assigned, the
// registration instructions for 합격, and the office's note.
import type { Receipt } from '../../domain/receipt.js';
import { resultStrings } from './result-strings.js';
import { strings, type Lang } from './strings.js';

export type ApplicantResult = Pick<
  Receipt,
  'status' | 'statusLabel' | 'note' | 'announceText' | 'registration' | 'examNo' | 'interview' | 'roundName'
>;

/** The rows of a facts list (dt/dd pairs) after the applicant's programme. */
export function ResultFacts({ result, lang, withNote }: { result: ApplicantResult; lang: Lang; withNote: boolean }) {
  const t = strings[lang];
  const r = resultStrings[lang];
  return (
    <>
      <dt>{t.lookupStatus}</dt>
      <dd>
        <strong class={`status status-${result.status}`}>{result.statusLabel}</strong>
        {result.announceText && (
          <span class="announce" data-testid="announce-text">
            {result.announceText}
          </span>
        )}
      </dd>
      {result.examNo && (
        <>
          <dt>{r.examNo}</dt>
          <dd data-testid="exam-no">{result.examNo}</dd>
        </>
      )}
      {result.interview && (
        <>
          <dt>{r.interview}</dt>
          <dd>{result.interview.atText}</dd>
          <dt>{r.interviewPlace}</dt>
          <dd>{result.interview.place}</dd>
        </>
      )}
      {withNote && (
        <>
          <dt>{t.lookupNote}</dt>
          <dd class="note">{result.note || t.lookupNoNote}</dd>
        </>
      )}
    </>
  );
}

/** 합격 after the announcement: where and when to register. */
export function RegistrationNotice({ result, lang }: { result: ApplicantResult; lang: Lang }) {
  const reg = result.registration;
  if (!reg) return null;
  const r = resultStrings[lang];
  return (
    <section class="registration" data-testid="registration">
      <h3>{r.registrationTitle}</h3>
      <dl class="facts">
        <dt>{r.registrationPeriod}</dt>
        <dd>{reg.periodText}</dd>
        {reg.place && (
          <>
            <dt>{r.registrationPlace}</dt>
            <dd lang={reg.korean?.includes('place') ? 'ko' : undefined}>{reg.place}</dd>
          </>
        )}
      </dl>
      {reg.note && (
        <p class="note" lang={reg.korean?.includes('note') ? 'ko' : undefined}>
          {reg.note}
        </p>
      )}
      {!!reg.korean?.length && r.untranslated && (
        <p class="hint" data-testid="registration-untranslated">
          {r.untranslated}
        </p>
      )}
    </section>
  );
}

// 등록 포기 in the look-up: a 합격 applicant tells the office they will not register, the reason optional.
// The no-JS form posts to server/web/receipt/decline.tsx; the island calls POST /api/applications/lookup/decline.
import { declineStrings } from './decline-strings.js';
import { LookupActionForm } from './lookup-action-form.js';
import type { Lang } from './strings.js';

export const declinePath = (lang: Lang) =>
  lang === 'zh' ? '/receipt/china-mba/lookup/decline' : '/receipt/lookup/decline';

export interface DeclineFormProps<R> {
  lang: Lang;
  receiptNo: string;
  /** What the server answered to the no-JS form (a refusal, or the tick left out). */
  error?: string;
  /** The island: the look-up's answer after the 등록포기. */
  onDeclined?: (result: R) => void;
}

export function DeclineForm<R>({ lang, receiptNo, error, onDeclined }: DeclineFormProps<R>) {
  return (
    <LookupActionForm<R>
      name="decline"
      lang={lang}
      receiptNo={receiptNo}
      words={declineStrings[lang]}
      action={declinePath(lang)}
      apiPath="/applications/lookup/decline"
      reasonRequired={false}
      error={error}
      onDone={onDeclined}
    />
  );
}

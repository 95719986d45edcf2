// 지원 취소 in the look-up: while the window is open the applicant withdraws, a reason required. The no-JS
// form posts to server/web/receipt/self-service.tsx; the island calls POST /api/applications/lookup/withdraw.
import { LookupActionForm } from './lookup-action-form.js';
import { selfServiceStrings, withdrawPath } from './self-service-strings.js';
import type { Lang } from './strings.js';

export interface WithdrawFormProps<R> {
  lang: Lang;
  receiptNo: string;
  error?: string;
  onWithdrawn?: (result: R) => void;
}

export function WithdrawForm<R>({ lang, receiptNo, error, onWithdrawn }: WithdrawFormProps<R>) {
  const s = selfServiceStrings[lang];
  const words = {
    title: s.wdTitle,
    lead: s.wdLead,
    password: s.wdPassword,
    reason: s.wdReason,
    confirm: s.wdConfirm,
    submit: s.wdSubmit,
    dialogTitle: s.wdDialogTitle,
    dialogMessage: s.wdDialogMessage,
    dialogOk: s.wdDialogOk,
    missing: s.wdMissing,
  };
  return (
    <LookupActionForm<R>
      name="withdraw"
      lang={lang}
      receiptNo={receiptNo}
      words={words}
      action={withdrawPath(lang)}
      apiPath="/applications/lookup/withdraw"
      reasonRequired
      error={error}
      onDone={onWithdrawn}
    />
  );
}

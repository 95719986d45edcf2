// The applicant's own steps under the look-up's result: the open 보완 요청 with their upload forms, and
// 지원 취소 while the window is open; with what the server answered to their no-JS forms. And the way to the
// look-up password reset under the look-up form.
import { useState } from 'preact/hooks';
import type { SupplementRequest } from '../../domain/document-states.js';
import { resetPath, selfServiceStrings } from './self-service-strings.js';
import { SupplementForms } from './supplement-form.js';
import { WithdrawForm } from './withdraw-form.js';
import type { Lang } from './strings.js';

/** What the look-up's answer adds for these steps (server/applications/lookup-extras.ts). */
export interface SelfServiceResult {
  receiptNo: string;
  supplements?: SupplementRequest[];
  canWithdraw?: boolean;
}

/** What the server rendered after one of these no-JS forms. */
export interface SelfServiceProps {
  supplementError?: { documentId: number; message: string };
  supplemented?: boolean;
  withdrawError?: string;
  withdrawn?: boolean;
}

export function SelfServiceBlock<R extends SelfServiceResult>({
  lang,
  result,
  shown,
  onResult,
}: {
  lang: Lang;
  result: R;
  shown: SelfServiceProps;
  onResult: (r: R) => void;
}) {
  const s = selfServiceStrings[lang];
  const [done, setDone] = useState<'' | 'supplemented' | 'withdrawn'>(
    shown.withdrawn ? 'withdrawn' : shown.supplemented ? 'supplemented' : '',
  );
  return (
    <>
      {done && (
        <p class="done" role="status" data-testid={done}>
          {done === 'withdrawn' ? s.wdDone : s.suppDone}
        </p>
      )}
      <SupplementForms<R>
        lang={lang}
        receiptNo={result.receiptNo}
        supplements={result.supplements ?? []}
        error={shown.supplementError}
        onUploaded={(r) => {
          onResult(r);
          setDone('supplemented');
        }}
      />
      {result.canWithdraw && (
        <WithdrawForm<R>
          lang={lang}
          receiptNo={result.receiptNo}
          error={shown.withdrawError}
          onWithdrawn={(r) => {
            onResult(r);
            setDone('withdrawn');
          }}
        />
      )}
    </>
  );
}

export function ForgotLink({ lang }: { lang: Lang }) {
  return (
    <p class="rc-links">
      <a href={resetPath(lang)}>{selfServiceStrings[lang].forgot}</a>
    </p>
  );
}

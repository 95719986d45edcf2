// The refund account without JavaScript: the look-up result's small form posts here
// (/receipt/lookup/refund-account and the China MBA one) with the look-up password typed again. The look-up's guard
// checks the credentials with the same throttle; the answer is the look-up page itself with the account as it now
// stands (masked), never a redirect. Never cached.
import type { Request, Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { now } from '../../../domain/clock.js';
import { refundAccountSchema } from '../../../domain/refund-account.js';
import type { SiteSettings } from '../../../domain/settings.js';
import { feeStrings } from '../../../public-web/receipt/fee-strings.js';
import type { LookupProps } from '../../../public-web/receipt/lookup-form.js';
import { refundAccountPath } from '../../../public-web/receipt/refund-block.js';
import type { Lang } from '../../../public-web/receipt/strings.js';
import { papersFor } from '../../applications/letters.js';
import type { LookupGuard } from '../../applications/lookup.js';
import { presentReceipt } from '../../applications/presenters.js';
import { roundOf } from '../../applications/receipt.js';
import { feesFor, refundAccountInLookup } from '../../applications/refunds.js';
import type { SettingsCache } from '../../cache/settings.js';
import { parseWith, rejectNul } from '../../middleware/validate.js';
import { formBody, formOnly, resultOf, sameOriginOnly } from './lookup.js';
import { openedByForm } from './opened.js';
import { send } from './shell.js';

const formSchema = z.strictObject({
  receiptNo: z.string().max(20).optional(),
  password: z.string().max(64).optional(),
  refundBank: z.string().max(100).optional(),
  refundAccount: z.string().max(100).optional(),
  refundHolder: z.string().max(100).optional(),
});
const formLabels = {
  receiptNo: '접수번호',
  password: '조회 비밀번호',
  refundBank: '은행',
  refundAccount: '계좌번호',
  refundHolder: '예금주',
};

export interface RefundPagesDeps {
  settings: SettingsCache;
  sequelize: Sequelize;
  guard: LookupGuard;
  page: (req: Request, s: SiteSettings, props: LookupProps) => string;
}

export function refundAccountPages(r: Router, deps: RefundPagesDeps): void {
  const { settings, sequelize, page } = deps;
  for (const lang of ['ko', 'zh'] as const satisfies readonly Lang[]) {
    const f = feeStrings[lang];
    r.post(refundAccountPath(lang), sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const form = parseWith(formSchema, req.body ?? {}, formLabels);
      const match = await openedByForm(deps, lang, req, res, form, f.refundMissing);
      if (!match) return;
      const s = await settings.get();
      const result = async () => {
        const round = await roundOf(match);
        const at = now();
        return {
          ...resultOf(presentReceipt(match, null, round, at)),
          papers: await papersFor(match, round, at),
          fees: await feesFor(match, round),
        };
      };
      const parsed = refundAccountSchema(lang).safeParse(form);
      if (!parsed.success)
        return send(
          res,
          page(req, s, { lang, mode: 'receipt', result: await result(), refundError: parsed.error.issues[0]!.message }),
          400,
        );
      await refundAccountInLookup(match, parsed.data, req, sequelize);
      send(res, page(req, s, { lang, mode: 'receipt', result: await result(), refundSaved: true }));
    });
  }
}

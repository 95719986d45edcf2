// 등록 포기 without JavaScript: the look-up result's form posts here (/receipt/lookup/decline and the
// China MBA one), with the look-up password typed again and the box ticked that it cannot be undone (the form's
// confirm step; the island asks in a dialog as well). The look-up's guard checks the credentials with the same
// throttle; the answer is the look-up page itself with the result as it now stands, never a redirect. Never cached.
import type { Request, Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { SiteSettings } from '../../../domain/settings.js';
import { now } from '../../../domain/clock.js';
import { declinePath } from '../../../public-web/receipt/decline-form.js';
import { declineStrings } from '../../../public-web/receipt/decline-strings.js';
import type { LookupProps } from '../../../public-web/receipt/lookup-form.js';
import type { Lang } from '../../../public-web/receipt/strings.js';
import { declineInLookup } from '../../applications/lookup-decline.js';
import type { LookupGuard } from '../../applications/lookup.js';
import { presentReceipt } from '../../applications/presenters.js';
import { roundOf } from '../../applications/receipt.js';
import type { SettingsCache } from '../../cache/settings.js';
import { parseWith, rejectNul } from '../../middleware/validate.js';
import { formBody, formOnly, resultOf, sameOriginOnly } from './lookup.js';
import { isRefusal, openedByForm } from './opened.js';
import { send } from './shell.js';

const formSchema = z.strictObject({
  receiptNo: z.string().max(20).optional(),
  password: z.string().max(64).optional(),
  reason: z.string().max(500, { error: '500자 이하로 입력해주세요.' }).optional(),
  confirm: z.literal('yes').optional(),
});
const formLabels = { receiptNo: '접수번호', password: '조회 비밀번호', reason: '포기 사유', confirm: '확인' };

export interface DeclinePagesDeps {
  settings: SettingsCache;
  sequelize: Sequelize;
  guard: LookupGuard;
  /** The look-up page (lookup.tsx) with these props. */
  page: (req: Request, s: SiteSettings, props: LookupProps) => string;
}

export function declinePages(r: Router, deps: DeclinePagesDeps): void {
  const { settings, sequelize, page } = deps;
  for (const lang of ['ko', 'zh'] as const satisfies readonly Lang[]) {
    const d = declineStrings[lang];
    r.post(declinePath(lang), sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const form = parseWith(formSchema, req.body ?? {}, formLabels);
      const match = await openedByForm(deps, lang, req, res, form, d.missing);
      if (!match) return;
      const s = await settings.get();
      const result = async () => resultOf(presentReceipt(match, null, await roundOf(match), now()));
      if (form.confirm !== 'yes')
        return send(res, page(req, s, { lang, mode: 'receipt', result: await result(), declineError: d.missing }), 400);
      try {
        await declineInLookup(match, (form.reason ?? '').trim(), req, { sequelize });
      } catch (err) {
        if (!isRefusal(err, 409)) throw err;
        return send(
          res,
          page(req, s, { lang, mode: 'receipt', result: await result(), declineError: err.message }),
          409,
        );
      }
      send(res, page(req, s, { lang, mode: 'receipt', result: await result(), declined: true }));
    });
  }
}

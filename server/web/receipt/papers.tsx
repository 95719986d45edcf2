// /receipt/letter, /receipt/certificate and /receipt/bill: the applicant's printable result letter, 합격증 and 등록금
// 고지서, opened from a successful look-up. Authorised, like the 수험표, only by the signed receipt cookie the look-up
// sets (no id in the URL); each paper exists only when server/applications/letters.ts says so (after the
// announcement, for the applicant's own outcome). Personal: never cached, never indexed.
import { Router, type Request } from 'express';
import type { ComponentChildren } from 'preact';
import { Application } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { LetterPaper, PaperActions } from '../../../public-web/receipt/letter-view.js';
import { papersStrings } from '../../../public-web/receipt/papers-strings.js';
import { BillPaper, CertificatePaper } from '../../../public-web/receipt/papers-view.js';
import { strings, type Lang } from '../../../public-web/receipt/strings.js';
import { billFor, certificateFor, letterFor } from '../../applications/letters.js';
import { roundOf } from '../../applications/receipt.js';
import { receiptCookieOpen } from '../../applications/receipt-cookie.js';
import { receiptDocument, send, type ReceiptDeps } from './shell.js';

type Paper = 'letter' | 'certificate' | 'bill';

export function papersPages({ settings, jwtSecret: secret, publicUrl: origin }: ReceiptDeps): Router {
  const r = Router();

  /** The paper of the cookie's application, drawn, or null (no cookie, or no such paper for it now). */
  async function draw(
    req: Request,
    paper: Paper,
  ): Promise<{ lang: Lang; title: string; body: ComponentChildren } | null> {
    const id = await receiptCookieOpen(req, secret);
    const a = id ? await Application.findByPk(id) : null;
    if (!a) return null;
    const lang: Lang = a.locale === 'zh-Hans' ? 'zh' : 'ko';
    const round = await roundOf(a);
    const at = now();
    const p = papersStrings[lang];
    if (paper === 'letter') {
      const letter = await letterFor(a, round, at);
      const s = await settings.get();
      const school = strings[lang].school || `${s.universityName} ${s.schoolName}`;
      return letter && { lang, title: letter.title, body: <LetterPaper letter={letter} school={school} /> };
    }
    if (paper === 'certificate') {
      const c = await certificateFor(a, round, at);
      return c && { lang, title: p.certificateTitle, body: <CertificatePaper c={c} /> };
    }
    const b = await billFor(a, round, at);
    return b && { lang, title: p.billTitle, body: <BillPaper b={b} /> };
  }

  for (const paper of ['letter', 'certificate', 'bill'] as const) {
    r.get(`/receipt/${paper}`, async (req, res) => {
      const s = await settings.get();
      const drawn = await draw(req, paper);
      const lang: Lang = drawn?.lang ?? 'ko';
      res.set('X-Robots-Tag', 'noindex, nofollow');
      send(
        res,
        receiptDocument(
          req.path,
          { lang, settings: s, origin, title: drawn?.title ?? papersStrings[lang].letterHeading },
          drawn ? (
            <div class="paper-page">
              {drawn.body}
              <PaperActions lang={lang} print />
            </div>
          ) : (
            <>
              <p class="card" data-testid="paper-missing">
                {papersStrings[lang].missing}
              </p>
              <PaperActions lang={lang} print={false} />
            </>
          ),
        ),
        drawn ? 200 : 404,
      );
    });
  }
  return r;
}

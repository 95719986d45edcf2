// /receipt/ticket: the applicant's printable 수험표, opened from the receipt page and from a successful look-up.
// Authorised only by the signed receipt cookie (receipt-cookie.ts) that the submit and the look-up set: no id in
// the URL. Personal: never cached, never indexed.
import { Router } from 'express';
import { TicketView } from '../../../public-web/receipt/ticket-view.js';
import { ticketCss } from '../../../public-web/receipt/ticket.css.js';
import { resultStrings } from '../../../public-web/receipt/result-strings.js';
import { strings, type Lang } from '../../../public-web/receipt/strings.js';
import { receiptById } from '../../applications/receipt.js';
import { receiptCookieOpen } from '../../applications/receipt-cookie.js';
import { examNoAtFirstUse } from '../../applications/exam-numbers.js';
import { receiptDocument, send, type ReceiptDeps } from './shell.js';

export function ticketPages({ settings, jwtSecret: secret, publicUrl: origin }: ReceiptDeps): Router {
  const r = Router();
  r.get('/receipt/ticket', async (req, res) => {
    const s = await settings.get();
    const id = await receiptCookieOpen(req, secret);
    // The 수험표 is a first use of the 수험번호: it prints one, given now if the window has not yet closed.
    if (id) await examNoAtFirstUse(id);
    const receipt = id ? await receiptById(id) : null;
    const lang: Lang = receipt?.locale === 'zh-Hans' ? 'zh' : 'ko';
    const t = strings[lang];
    const rs = resultStrings[lang];
    res.set('X-Robots-Tag', 'noindex, nofollow');
    send(
      res,
      receiptDocument(
        req.path,
        { lang, settings: s, origin, title: rs.ticketTitle },
        <>
          <style dangerouslySetInnerHTML={{ __html: ticketCss }} />
          {receipt ? (
            <TicketView receipt={receipt} school={t.school || `${s.universityName} ${s.schoolName}`} />
          ) : (
            <p class="card">{rs.ticketMissing}</p>
          )}
        </>,
      ),
    );
  });
  return r;
}

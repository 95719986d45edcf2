// The bare /receipt pages: the application (Korean, and Simplified Chinese for the China MBA), the look-up
// (lookup.tsx) and the printable receipt. Never cached: the receipt and look-up hold personal data (Cache-Control: no-store).
import cookieParser from 'cookie-parser';
import { Router } from 'express';
import { ApplicationForm } from '../../../public-web/receipt/application-form.js';
import { ReceiptView } from '../../../public-web/receipt/receipt-view.js';
import { strings, type Lang } from '../../../public-web/receipt/strings.js';
import { receiptById } from '../../applications/receipt.js';
import { receiptCookieOpen } from '../../applications/receipt-cookie.js';
import { lookupPages } from './lookup.js';
import { ticketPages } from './ticket.js';
import { papersPages } from './papers.js';
import { FormNoScript, receiptDocument, send, type ReceiptDeps } from './shell.js';
import { now } from '../../../domain/clock.js';
import { roundName } from '../../../domain/rounds.js';
import { formRules } from '../../../domain/round-form.js';
import { ReceiptClosed } from '../../../public-web/receipt/closed.js';
import { RoundChangedNotice } from '../../../public-web/receipt/changed-notice.js';

export function receiptPages(deps: ReceiptDeps): Router {
  const { settings, jwtSecret: secret, publicUrl: origin } = deps;
  const r = Router();
  r.use('/receipt', cookieParser());
  r.use(lookupPages(deps));
  r.use(ticketPages(deps));
  r.use(papersPages(deps));

  for (const [path, lang] of [
    ['/receipt', 'ko'],
    ['/receipt/china-mba', 'zh'],
  ] as const) {
    r.get(path, async (req, res) => {
      const s = await settings.get();
      const t = strings[lang];
      const track = lang === 'zh' ? 'china_mba' : 'master';
      const { open, next } = await deps.rounds.forTrack(track, now());
      if (!open) {
        send(
          res,
          receiptDocument(
            req.path,
            { lang, settings: s, origin, title: t.formTitle },
            <ReceiptClosed lang={lang} next={next} />,
          ),
        );
        return;
      }
      // The island's props: the round's id and name and what it asks of the track (no dates, quotas or fees).
      const round = { id: open.id, name: roundName(open, lang), ...formRules(open, track, lang) };
      const props = { lang, round, retentionDays: s.applicationRetentionDays };
      send(
        res,
        receiptDocument(
          req.path,
          {
            lang,
            settings: s,
            origin,
            title: t.formTitle,
            lead: t.formLead,
            notice: <RoundChangedNotice round={open} lang={lang} />,
            island: { name: 'receipt-form', props },
            noScript: <FormNoScript lang={lang} settings={s} />,
          },
          <ApplicationForm {...props} />,
        ),
      );
    });
  }

  r.get('/receipt/complete', async (req, res) => {
    const s = await settings.get();
    const id = await receiptCookieOpen(req, secret);
    const receipt = id ? await receiptById(id) : null;
    const lang: Lang = receipt?.locale === 'zh-Hans' ? 'zh' : 'ko';
    const t = strings[lang];
    send(
      res,
      receiptDocument(
        req.path,
        { lang, settings: s, origin, title: t.receiptTitle },
        receipt ? (
          <ReceiptView receipt={receipt} school={t.school || `${s.universityName} ${s.schoolName}`} />
        ) : (
          <p class="card">{t.receiptMissing}</p>
        ),
      ),
    );
  });
  return r;
}

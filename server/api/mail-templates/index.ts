// /api/mail-templates (메일 양식): the applicant mails' texts, one record per kind × language ("<kind>:<lang>"),
// in the ra-data-simple-rest dialect. PUT saves staff's text (only known placeholders), DELETE goes back to the
// default, POST /:id/preview fills a text (the one sent, or the saved one) with sample values.
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { MailTemplate } from '../../../db/models/index.js';
import { loadSettings } from '../../../db/settings.js';
import { DEFAULT_APPLICANT_MAIL, renderMailText, type MailText } from '../../../domain/applicant-mail.js';
import { now } from '../../../domain/clock.js';
import { MAIL_KINDS } from '../../../domain/mail.js';
import { isSingleLine } from '../../../domain/single-line.js';
import {
  parseTemplateId,
  sampleMailValues,
  TEMPLATE_KEYS,
  templateId,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  type TemplateKey,
} from '../../../domain/mail-templates.js';
import type { AuthKit } from '../../auth/passport.js';
import { currentUser } from '../../auth/passport.js';
import { badRequest, notFound } from '../../http/errors.js';
import { fieldErrors, validateBody } from '../../middleware/validate.js';
import { acceptingReadOnly, sendList } from '../rest.js';
import { schoolNameIn } from '../../../domain/settings-zh.js';
import { hangulIn } from '../../../domain/zh-gaps.js';

const labels = { subject: '제목', body: '본문' };

const textSchema = z.strictObject({
  subject: z
    .string({ error: '제목을 입력해주세요.' })
    .trim()
    .min(1, { error: '제목을 입력해주세요.' })
    .max(300, { error: '300자 이하로 입력해주세요.' })
    .refine(isSingleLine, { error: '제목에는 줄바꿈을 넣을 수 없습니다.' }),
  body: z
    .string({ error: '본문을 입력해주세요.' })
    .min(1, { error: '본문을 입력해주세요.' })
    .max(20_000, { error: '20000자 이하로 입력해주세요.' })
    .refine((v) => v.trim().length > 0, { error: '본문을 입력해주세요.' }),
});
const READ_ONLY = ['id', 'kind', 'kindLabel', 'lang', 'customized', 'updatedAt', 'updatedByName', 'koreanWords'];
const putSchema = acceptingReadOnly(textSchema, READ_ONLY);

// The text sent to preview: none (no body, or {}) means the template as saved.
const previewSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && Object.keys(v).length > 0 ? v : undefined),
  putSchema.optional(),
);

/** The text with every placeholder known, else a Korean 400 naming the unknown ones. */
function knownPlaceholders(t: MailText): MailText {
  const errors = fieldErrors();
  const all: string[] = [];
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(t[field]);
    if (unknown.length) errors[field] = unknownPlaceholderMessage(unknown);
    all.push(...unknown);
  }
  if (all.length) throw badRequest(unknownPlaceholderMessage([...new Set(all)]), errors);
  return t;
}

function keyOf(raw: unknown): TemplateKey {
  const key = typeof raw === 'string' ? parseTemplateId(raw) : null;
  if (!key) throw notFound('메일 양식을 찾을 수 없습니다.');
  return key;
}

function present(k: TemplateKey, saved: MailTemplate | null) {
  const text = saved ?? DEFAULT_APPLICANT_MAIL[k.kind][k.lang];
  return {
    id: templateId(k),
    kind: k.kind,
    kindLabel: MAIL_KINDS[k.kind] ?? k.kind,
    lang: k.lang,
    subject: text.subject,
    body: text.body,
    customized: Boolean(saved),
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
    updatedByName: saved?.updatedByName ?? null,
    // A Chinese template with Korean words in it: the edit page warns (Chinese applicants would read them).
    koreanWords: k.lang === 'zh-Hans' ? hangulIn(`${text.subject}\n${text.body}`) : [],
  };
}

const findSaved = (k: TemplateKey) => MailTemplate.findOne({ where: { kind: k.kind, lang: k.lang } });

export interface MailTemplatesApiDeps {
  auth: AuthKit;
  /** PUBLIC_URL: the look-up link in the sample values. */
  publicUrl: string;
}

export function mailTemplatesApi({ auth, publicUrl }: MailTemplatesApiDeps): Router {
  const list: RequestHandler = async (_req, res) => {
    const saved = await MailTemplate.findAll();
    const rows = TEMPLATE_KEYS.map((k) =>
      present(k, saved.find((s) => s.kind === k.kind && s.lang === k.lang) ?? null),
    );
    sendList(res, 'mail-templates', 0, rows, rows.length);
  };

  const show: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    res.json(present(k, await findSaved(k)));
  };

  const save: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    const t = knownPlaceholders(req.body as MailText);
    const user = currentUser(req);
    await MailTemplate.upsert({
      kind: k.kind,
      lang: k.lang,
      subject: t.subject,
      body: t.body,
      updatedByName: (user.name ?? user.loginId ?? '').slice(0, 50),
      updatedAt: now(),
    });
    res.json(present(k, await findSaved(k)));
  };

  const reset: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    await MailTemplate.destroy({ where: { kind: k.kind, lang: k.lang } });
    res.json(present(k, null));
  };

  // The text sent with the request (unsaved edits), else the template as saved; filled with a made-up applicant.
  const preview: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    const sent = req.body as MailText | undefined;
    const text = sent ? knownPlaceholders(sent) : present(k, await findSaved(k));
    const s = await loadSettings();
    const values = sampleMailValues(k.lang, {
      schoolName: schoolNameIn(s, k.lang),
      phone: s.phone,
      publicUrl,
    });
    res.json(renderMailText({ subject: text.subject, body: text.body }, values));
  };

  // Area 'mail' of domain/roles.ts: 최고관리자 and 입학 담당.
  const r = Router();
  r.get('/', ...auth.allow('mail'), list);
  r.get('/:id', ...auth.allow('mail'), show);
  // An unknown template is a 404 whatever the body holds, so the id is checked before it.
  const known: RequestHandler = (req, _res, next) => {
    keyOf(req.params.id);
    next();
  };
  r.put('/:id', ...auth.allow('mail', 'write'), known, validateBody(putSchema, labels), save);
  r.delete('/:id', ...auth.allow('mail', 'write'), reset);
  r.post(
    '/:id/preview',
    ...auth.allow('mail'),
    known,
    validateBody(previewSchema, labels, { optional: true }),
    preview,
  );
  return r;
}

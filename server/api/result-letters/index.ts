// /api/result-letters (결과 통지서): the letter of each outcome and language the look-up shows from the announcement,
// one record per "<kind>:<lang>" (accepted:ko, waitlisted:zh-Hans, offer:ko …), in the ra-data-simple-rest dialect.
// PUT saves staff's text (the editor's HTML through the letter policy, only known placeholders), DELETE goes back to
// the default, POST /:id/preview fills a text (the one sent, or the saved one) with a made-up applicant.
import { hangulIn } from '../../../domain/zh-gaps.js';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ResultLetter } from '../../../db/models/index.js';
import { loadSettings } from '../../../db/settings.js';
import { now } from '../../../domain/clock.js';
import { TEMPLATE_LANG_NAMES } from '../../../domain/mail-templates.js';
import {
  DEFAULT_RESULT_LETTERS,
  KIND_ONLY_PLACEHOLDERS,
  LETTER_KEYS,
  LETTER_KIND_LABELS,
  letterId,
  parseLetterId,
  renderLetter,
  sampleLetterValues,
  unknownLetterPlaceholders,
  type LetterKey,
  type LetterText,
} from '../../../domain/result-letters.js';
import { isSingleLine } from '../../../domain/single-line.js';
import type { AuthKit } from '../../auth/passport.js';
import { currentUser } from '../../auth/passport.js';
import { resultLetterText } from '../../applications/letters.js';
import { sanitizeLetterHtml } from '../../html/letter-policy.js';
import { isBlankHtml } from '../../html/sanitize.js';
import { badRequest, notFound } from '../../http/errors.js';
import { fieldErrors, validateBody } from '../../middleware/validate.js';
import { acceptingReadOnly, sendList } from '../rest.js';

const labels = { title: '제목', body: '본문' };

const textSchema = z.strictObject({
  title: z
    .string({ error: '제목을 입력해주세요.' })
    .trim()
    .min(1, { error: '제목을 입력해주세요.' })
    .max(200, { error: '200자 이하로 입력해주세요.' })
    .refine(isSingleLine, { error: '제목에는 줄바꿈을 넣을 수 없습니다.' }),
  body: z
    .string({ error: '본문을 입력해주세요.' })
    .max(50_000, { error: '본문이 너무 깁니다. 50000자 이하로 줄여주세요.' }),
});
const READ_ONLY = [
  'id',
  'kind',
  'kindLabel',
  'lang',
  'langLabel',
  'customized',
  'updatedAt',
  'updatedByName',
  'koreanWords',
];
const putSchema = acceptingReadOnly(textSchema, READ_ONLY);
const previewSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && Object.keys(v).length > 0 ? v : undefined),
  putSchema.optional(),
);

function keyOf(raw: unknown): LetterKey {
  const key = typeof raw === 'string' ? parseLetterId(raw) : null;
  if (!key) throw notFound('결과 통지서를 찾을 수 없습니다.');
  return key;
}

/**
 * The text as it may be stored: the body through the letter policy, not blank, naming only known placeholders
 * (and none that only another outcome's letter can fill); else a Korean 400 naming the field.
 */
function checked(k: LetterKey, t: LetterText): LetterText {
  const body = sanitizeLetterHtml(t.body);
  const errors = fieldErrors();
  if (isBlankHtml(body)) errors.body = '본문을 입력해주세요.';
  for (const field of ['title', 'body'] as const) {
    const text = field === 'body' ? body : t.title;
    const unknown = unknownLetterPlaceholders(text);
    const foreign = Object.entries(KIND_ONLY_PLACEHOLDERS)
      .filter(([name, kind]) => kind !== k.kind && new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(text))
      .map(([name, kind]) => `{{${name}}}(${LETTER_KIND_LABELS[kind!]} 통지서 전용)`);
    if (unknown.length)
      errors[field] ??=
        `알 수 없는 자리표시자입니다: ${unknown.join(', ')}. 오른쪽 목록의 자리표시자만 쓸 수 있습니다.`;
    else if (foreign.length) errors[field] ??= `이 통지서에서는 쓸 수 없는 자리표시자입니다: ${foreign.join(', ')}.`;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return { title: t.title, body };
}

function present(k: LetterKey, saved: ResultLetter | null) {
  const text = saved ?? DEFAULT_RESULT_LETTERS[k.kind][k.lang];
  return {
    id: letterId(k),
    kind: k.kind,
    kindLabel: LETTER_KIND_LABELS[k.kind],
    lang: k.lang,
    langLabel: TEMPLATE_LANG_NAMES[k.lang],
    title: text.title,
    body: text.body,
    customized: Boolean(saved),
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
    updatedByName: saved?.updatedByName ?? null,
    // A Chinese letter with Korean words in it (tags and placeholders aside): the edit page warns.
    koreanWords: k.lang === 'zh-Hans' ? hangulIn(`${text.title}\n${text.body.replace(/<[^>]*>/g, ' ')}`) : [],
  };
}

const findSaved = (k: LetterKey) => ResultLetter.findOne({ where: { kind: k.kind, lang: k.lang } });

export interface ResultLettersApiDeps {
  auth: AuthKit;
}

export function resultLettersApi({ auth }: ResultLettersApiDeps): Router {
  const list: RequestHandler = async (_req, res) => {
    const saved = await ResultLetter.findAll();
    const rows = LETTER_KEYS.map((k) => present(k, saved.find((s) => s.kind === k.kind && s.lang === k.lang) ?? null));
    sendList(res, 'result-letters', 0, rows, rows.length);
  };

  const show: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    res.json(present(k, await findSaved(k)));
  };

  const save: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    const t = checked(k, req.body as LetterText);
    const user = currentUser(req);
    await ResultLetter.upsert({
      kind: k.kind,
      lang: k.lang,
      title: t.title,
      body: t.body,
      updatedByName: (user.name ?? user.loginId ?? '').slice(0, 50),
      updatedAt: now(),
    });
    res.json(present(k, await findSaved(k)));
  };

  const reset: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    await ResultLetter.destroy({ where: { kind: k.kind, lang: k.lang } });
    res.json(present(k, null));
  };

  // The text sent (unsaved edits), else the letter as saved; filled with a made-up applicant, as the look-up shows it.
  const preview: RequestHandler = async (req, res) => {
    const k = keyOf(req.params.id);
    const sent = req.body as LetterText | undefined;
    const text = sent ? checked(k, sent) : await resultLetterText(k.kind, k.lang);
    const s = await loadSettings();
    const filled = renderLetter(
      text,
      sampleLetterValues(k.lang, { schoolName: `${s.universityName} ${s.schoolName}`, phone: s.phone }),
    );
    res.json({ title: filled.title, html: sanitizeLetterHtml(filled.body) });
  };

  // Area 'mail' of domain/roles.ts: 최고관리자 and 입학 담당, like the mails' texts.
  const r = Router();
  const known: RequestHandler = (req, _res, next) => {
    keyOf(req.params.id);
    next();
  };
  r.get('/', ...auth.allow('mail'), list);
  r.get('/:id', ...auth.allow('mail'), show);
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

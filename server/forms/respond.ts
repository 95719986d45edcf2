// A response to a sign-up form and its cancellation. Seats are decided under the form's row lock (SELECT … FOR
// UPDATE in the response's transaction): two submits for the last seat queue on the lock, the first is confirmed and
// the second sees the seat taken and is waitlisted. A cancellation takes the same lock, frees the seat and confirms
// the first on the waiting list, with a mail; so does a raised capacity (fillSeats). A ticked 입학 소식 수신 동의 starts
// pending with its confirmation mail, and lapses unconfirmed with a cancelled seat (campaigns/door-consents.ts).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { askDoorConsent, lapseDoorConsent } from '../campaigns/door-consents.js';
import { now } from '../../domain/clock.js';
import { formPath, type FormLang, type FormResponseStatus } from '../../domain/forms.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { checkAnswers } from './answers.js';
import { cancelToken, newNonce, tokenId, verifyCancelToken } from './cancel-token.js';
import { enqueueFormMail } from './mail.js';
import { findForm, type Form } from './store.js';

export interface Links {
  publicUrl: string;
  secret: string;
}

export const cancelPath = (lang: FormLang, token: string): string => `${formPath('cancel', lang)}/${token}`;
const cancelUrl = (l: Links, lang: FormLang, id: number, nonce: string) =>
  `${l.publicUrl}${cancelPath(lang, cancelToken(l.secret, id, nonce))}`;

export type FormState = 'unpublished' | 'notYet' | 'closed' | 'open';

export function formState(f: Form, at: Date): FormState {
  if (!f.published) return 'unpublished';
  if (f.opensAt && at < f.opensAt) return 'notYet';
  if (f.closesAt && at >= f.closesAt) return 'closed';
  return 'open';
}

export const seatsLeft = (f: Pick<Form, 'capacity' | 'confirmed'>): number | null =>
  f.capacity === null ? null : Math.max(0, f.capacity - f.confirmed);

const lockForm = (sequelize: Sequelize, id: number, transaction: Transaction) =>
  sequelize.query('SELECT id FROM forms WHERE id = $1 FOR UPDATE', { bind: [id], transaction });

async function confirmedCount(sequelize: Sequelize, formId: number, transaction: Transaction): Promise<number> {
  const [{ n }] = await sequelize.query<{ n: string }>(
    `SELECT count(*) AS n FROM form_responses WHERE form_id = $1 AND status = 'confirmed'`,
    { type: QueryTypes.SELECT, bind: [formId], transaction },
  );
  return Number(n);
}

export interface Submitted {
  id: number;
  status: FormResponseStatus;
  email: string | null;
  form: Form;
  /** 입학 소식 수신 동의 was ticked: it waits for the link of its confirmation mail. */
  consentPending: boolean;
}

/** Stores one response (the form's lock held); throws a Korean 4xx for a closed form or bad answers. */
export async function submitResponse(
  sequelize: Sequelize,
  slug: string,
  body: Record<string, unknown>,
  links: Links,
  opts: { checkEmail?: (email: string | null) => Promise<void> } = {},
): Promise<Submitted> {
  const at = now();
  const found = await findForm(sequelize, { slug });
  if (!found || formState(found, at) === 'unpublished') throw notFound('신청 양식을 찾을 수 없습니다.');
  const state = formState(found, at);
  if (state === 'notYet') throw conflict('아직 신청을 받지 않습니다. 접수 시작 일시를 확인해주세요.');
  if (state === 'closed') throw conflict('신청이 마감되었습니다.');
  const checked = checkAnswers(found.fields, body, found.lang, found.askMarketing);
  await opts.checkEmail?.(checked.email);
  return sequelize.transaction(async (transaction) => {
    await lockForm(sequelize, found.id, transaction);
    const form = (await findForm(sequelize, { id: found.id }, transaction)) ?? found;
    if (checked.email) {
      const [dup] = await sequelize.query(
        `SELECT 1 FROM form_responses WHERE form_id = $1 AND lower(email) = $2 AND status <> 'cancelled'`,
        { type: QueryTypes.SELECT, bind: [form.id, checked.email], transaction },
      );
      if (dup) throw conflict('이 이메일 주소로 이미 신청하셨습니다. 받은 메일을 확인해주세요.');
    }
    const taken = await confirmedCount(sequelize, form.id, transaction);
    const status: FormResponseStatus = form.capacity !== null && taken >= form.capacity ? 'waitlisted' : 'confirmed';
    const nonce = newNonce();
    const [row] = await sequelize.query<{ id: number }>(
      `INSERT INTO form_responses (form_id, answers, email, name, status, marketing_consent, marketing_consent_at,
                                   cancel_nonce, created_at, status_at)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      {
        type: QueryTypes.SELECT,
        bind: [
          form.id,
          JSON.stringify(checked.answers),
          checked.email,
          checked.name,
          status,
          checked.marketingConsent,
          checked.marketingConsent ? at : null,
          nonce,
          at,
        ],
        transaction,
      },
    );
    // 입학 소식 수신 동의 starts pending: the address confirms it by the link of its own mail (double opt-in).
    if (checked.email && checked.marketingConsent)
      await askDoorConsent(
        sequelize,
        { email: checked.email, name: checked.name, lang: form.lang, via: 'form' },
        links.publicUrl,
        transaction,
      );
    if (checked.email)
      await enqueueFormMail(
        status === 'confirmed' ? 'form.confirmed' : 'form.waitlisted',
        form,
        { id: row.id, email: checked.email, createdAt: at },
        cancelUrl(links, form.lang, row.id, nonce),
        transaction,
      );
    return {
      id: row.id,
      status,
      email: checked.email,
      form: { ...form, confirmed: taken + (status === 'confirmed' ? 1 : 0) },
      consentPending: !!checked.email && checked.marketingConsent,
    };
  });
}

/** Confirms waitlisted responses, oldest first, while seats are free (the form's lock held by the caller). */
export async function fillSeats(sequelize: Sequelize, form: Form, links: Links, transaction: Transaction) {
  if (form.capacity === null) return 0;
  const free = form.capacity - (await confirmedCount(sequelize, form.id, transaction));
  if (free <= 0) return 0;
  const at = now();
  const moved = await sequelize.query<{ id: number; email: string | null; cancel_nonce: string; created_at: Date }>(
    `UPDATE form_responses SET status = 'confirmed', status_at = $3
      WHERE id IN (SELECT id FROM form_responses WHERE form_id = $1 AND status = 'waitlisted'
                    ORDER BY id LIMIT $2 FOR UPDATE)
      RETURNING id, email, cancel_nonce, created_at`,
    { type: QueryTypes.SELECT, bind: [form.id, free, at], transaction },
  );
  for (const r of moved)
    if (r.email)
      await enqueueFormMail(
        'form.promoted',
        form,
        { id: r.id, email: r.email, createdAt: r.created_at },
        cancelUrl(links, form.lang, r.id, r.cancel_nonce),
        transaction,
      );
  return moved.length;
}

interface Held {
  id: number;
  form_id: number;
  status: FormResponseStatus;
  cancel_nonce: string;
  email: string | null;
  created_at: Date;
}

async function heldBy(sequelize: Sequelize, token: string, secret: string, transaction?: Transaction) {
  const id = tokenId(token);
  if (!id) return null;
  const [r] = await sequelize.query<Held>(
    `SELECT id, form_id, status, cancel_nonce, email, created_at FROM form_responses WHERE id = $1`,
    { type: QueryTypes.SELECT, bind: [id], transaction },
  );
  return r && verifyCancelToken(secret, token, r.id, r.cancel_nonce) ? r : null;
}

/** What a cancel link names: the form and the response's status, or null (wrong, or the response purged). */
export async function cancelTarget(sequelize: Sequelize, token: string, secret: string) {
  const r = await heldBy(sequelize, token, secret);
  const form = r ? await findForm(sequelize, { id: r.form_id }) : null;
  return r && form ? { form, status: r.status } : null;
}

/** Cancels the response a link names, frees its seat and moves the waiting list up; twice is once. */
export async function cancelResponse(
  sequelize: Sequelize,
  token: string,
  links: Links,
): Promise<{ form: Form; already: boolean }> {
  const first = await heldBy(sequelize, token, links.secret);
  if (!first) throw badRequest('취소 링크가 올바르지 않거나 신청 기록이 더 이상 없습니다.');
  return sequelize.transaction(async (transaction) => {
    await lockForm(sequelize, first.form_id, transaction);
    const form = await findForm(sequelize, { id: first.form_id }, transaction);
    const r = await heldBy(sequelize, token, links.secret, transaction);
    if (!form || !r) throw badRequest('취소 링크가 올바르지 않거나 신청 기록이 더 이상 없습니다.');
    if (r.status === 'cancelled') return { form, already: true };
    const at = now();
    await sequelize.query(`UPDATE form_responses SET status = 'cancelled', status_at = $2 WHERE id = $1`, {
      bind: [r.id, at],
      transaction,
    });
    if (r.email)
      await enqueueFormMail(
        'form.cancelled',
        form,
        { id: r.id, email: r.email, createdAt: r.created_at },
        null,
        transaction,
      );
    // A 입학 소식 consent never confirmed lapses with the seat.
    await lapseDoorConsent(sequelize, r.email, 'form', transaction);
    if (r.status === 'confirmed') await fillSeats(sequelize, form, links, transaction);
    return { form, already: false };
  });
}

// The first step of every no-JS form the look-up result carries (등록 포기, 지원 취소, 보완 서류, 환불 계좌): the
// receipt number and the look-up password typed again, checked by the look-up's guard with its throttle. Without
// them, or when they do not match, the answer is the look-up form again with why (never a redirect).
import type { Request, Response } from 'express';
import type { SiteSettings } from '../../../domain/settings.js';
import type { Application } from '../../../db/models/index.js';
import type { LookupProps } from '../../../public-web/receipt/lookup-form.js';
import type { Lang } from '../../../public-web/receipt/strings.js';
import { findByCredentials, type LookupGuard } from '../../applications/lookup.js';
import type { SettingsCache } from '../../cache/settings.js';
import { HttpError } from '../../http/errors.js';
import { send } from './shell.js';

export interface OpenedDeps {
  settings: SettingsCache;
  guard: LookupGuard;
  /** The look-up page (lookup.tsx) with these props. */
  page: (req: Request, s: SiteSettings, props: LookupProps) => string;
}

export const isRefusal = (err: unknown, ...codes: number[]): err is HttpError =>
  err instanceof HttpError && codes.includes(err.status);

/** The credentials' application, or undefined with the look-up form sent again (`missing` when a field is empty). */
export async function openedByForm(
  { settings, guard, page }: OpenedDeps,
  lang: Lang,
  req: Request,
  res: Response,
  form: { receiptNo?: string; password?: string },
  missing: string,
): Promise<Application | undefined> {
  const site = await settings.get();
  const receiptNo = (form.receiptNo ?? '').trim();
  const password = form.password ?? '';
  const again = (error: string, status: number) =>
    void send(res, page(req, site, { lang, mode: 'receipt', values: { receiptNo }, error }), status);
  if (!receiptNo || !password) return again(missing, 400);
  try {
    return await findByCredentials({ receiptNo, password, locale: lang === 'zh' ? 'zh-Hans' : 'ko' }, req, res, guard);
  } catch (err) {
    if (!isRefusal(err, 404, 429)) throw err;
    if (err.headers) res.set(err.headers);
    return again(err.message, err.status);
  }
}

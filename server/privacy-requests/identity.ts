// Who asks, proved the way each person proves it today: an applicant by the look-up's receipt number and password
// (its throttles, server/applications/lookup.ts), a member by being logged in, a question's asker by its password
// (server/questions/open.ts), a sign-up or a subscriber by the code mailed to the address we hold (codes.ts).
import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { User } from '../../db/models/index.js';
import type { PrivacySubject } from '../../domain/privacy-requests.js';
import { findByCredentials, lookupGuard, type LookupGuard } from '../applications/lookup.js';
import { clientIp } from '../http/client-ip.js';
import { badRequest, HttpError, unauthorized } from '../http/errors.js';
import { openQuestion } from '../questions/open.js';
import { questionGuards, type QuestionGuards } from '../questions/guards.js';
import { heldAddress, type PrivacyCodes } from './codes.js';
import { PRIVACY_TEXT, type Lang } from './text.js';

export const aboutSchema = z.discriminatedUnion('subject', [
  z.strictObject({
    subject: z.literal('application'),
    receiptNo: z.string().trim().min(1).max(20),
    password: z.string().min(1).max(64),
  }),
  z.strictObject({ subject: z.literal('member') }),
  z.strictObject({
    subject: z.literal('question'),
    questionId: z.coerce.number().int().positive().max(2_147_483_647),
    password: z.string().min(1).max(64),
  }),
  z.strictObject({
    subject: z.literal('email'),
    email: z.email().max(254),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: '인증 코드는 6자리 숫자입니다.' }),
  }),
]);
export type About = z.infer<typeof aboutSchema>;

/** The person a request is from, as we hold them. */
export interface Proved {
  subject: PrivacySubject;
  subjectId: number | null;
  receiptNo: string | null;
  email: string;
  name: string | null;
  lang: 'ko' | 'zh-Hans';
  /** What the request is about, in staff's words (no password, no code). */
  label: string;
}

export interface Provers {
  lookup: LookupGuard;
  questions: QuestionGuards;
  codes: PrivacyCodes;
  /** Sets req.user from the bearer token, or throws 401. */
  requireMember(req: Request, res: Response): Promise<User>;
}

export function provers(
  sequelize: Sequelize,
  secret: string,
  codes: PrivacyCodes,
  requireMember: Provers['requireMember'],
): Provers {
  // The look-up's own guards; a privacy request opens no look-up session on the device.
  const lookup: LookupGuard = { ...lookupGuard(sequelize, secret), opened: () => undefined };
  return { lookup, questions: questionGuards(sequelize), codes, requireMember };
}

export async function prove(
  sequelize: Sequelize,
  p: Provers,
  about: About,
  lang: Lang,
  req: Request,
  res: Response,
): Promise<Proved> {
  if (lang === 'ko') return proveWho(sequelize, p, about, lang, req, res);
  // A Chinese request: a refusal the look-up or the question gave in Korean (a wrong password) is said in Chinese.
  return proveWho(sequelize, p, about, lang, req, res).catch((err: unknown) => {
    if (err instanceof HttpError && (err.status === 400 || err.status === 401) && /[가-힣]/.test(err.message))
      throw new HttpError(err.status, PRIVACY_TEXT.zh.notProved);
    throw err;
  });
}

async function proveWho(
  sequelize: Sequelize,
  p: Provers,
  about: About,
  lang: Lang,
  req: Request,
  res: Response,
): Promise<Proved> {
  const t = PRIVACY_TEXT[lang];
  switch (about.subject) {
    case 'application': {
      const a = await findByCredentials(
        { receiptNo: about.receiptNo, password: about.password, locale: lang === 'zh' ? 'zh-Hans' : 'ko' },
        req,
        res,
        p.lookup,
      );
      return {
        subject: 'application',
        subjectId: a.id,
        receiptNo: a.receiptNo,
        email: a.email.toLowerCase(),
        name: a.name,
        lang: a.locale === 'zh-Hans' ? 'zh-Hans' : 'ko',
        label: `입학 지원서 ${a.receiptNo}`,
      };
    }
    case 'member': {
      const user = await p.requireMember(req, res).catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 401) throw unauthorized(t.memberLogin);
        throw err;
      });
      if (user.role !== 'user' || !user.email) throw unauthorized(t.memberLogin);
      return {
        subject: 'member',
        subjectId: user.id,
        receiptNo: null,
        email: user.email.toLowerCase(),
        name: user.name ?? null,
        lang: lang === 'zh' ? 'zh-Hans' : 'ko',
        label: `회원 ${user.loginId ?? user.id}`,
      };
    }
    case 'question': {
      const q = await openQuestion(sequelize, p.questions, about.questionId, about.password, clientIp(req));
      if (!q.email) throw badRequest(t.notProved);
      return {
        subject: 'question',
        subjectId: q.id,
        receiptNo: null,
        email: q.email.toLowerCase(),
        name: q.name,
        lang: q.lang,
        label: `입학상담 질문 ${q.id}번`,
      };
    }
    case 'email': {
      const email = about.email.trim().toLowerCase();
      await p.codes.takeCode(email, about.code, lang, req);
      const held = await heldAddress(sequelize, email);
      if (!held) throw badRequest(t.wrongCode, { code: t.wrongCode });
      return {
        subject: 'email',
        subjectId: null,
        receiptNo: null,
        email,
        name: held.name,
        lang: held.lang,
        label: '설명회 신청·입학 소식 구독 (이메일)',
      };
    }
  }
}

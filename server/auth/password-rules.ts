// Staff passwords after OWASP ASVS 6.2 (and NIST SP 800-63B 3.1.1.2): at least 10 characters, at most 128, none of
// the common passwords, and no composition rules (a long passphrase of lowercase words is fine).
// The list: all 49,233 entries of zxcvbn-ts's common-password dictionary (@zxcvbn-ts/language-common,
// "passwords-common", MIT), compared without regard to case. A cut at the first 10,000 let `password1234`
// (rank 18,529) through.
// Site members keep the rule of schema.ts (`password`).
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;

// The package decompresses its list when imported (about 45 ms, 5 MB, paid at start-up as before); the Set over it
// costs another ~14 ms and ~4 MB (measured on the 49,233 entries), so it is built on the first password checked,
// and only in a process that checks one.
let common: ReadonlySet<string> | undefined;
export const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** Whether `password` is one of the common passwords (case ignored). */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

export const TOO_COMMON = '너무 흔히 쓰이는 비밀번호입니다. 남이 짐작하기 어려운 긴 문장이나 단어 조합을 써주세요.';

export const staffPassword = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(STAFF_PASSWORD_MIN, { error: `관리자 비밀번호는 ${STAFF_PASSWORD_MIN}자 이상이어야 합니다.` })
  .max(STAFF_PASSWORD_MAX, { error: `관리자 비밀번호는 ${STAFF_PASSWORD_MAX}자 이하여야 합니다.` })
  .refine((v) => !isCommonPassword(v), { error: TOO_COMMON });

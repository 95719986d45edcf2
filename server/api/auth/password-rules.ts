// Staff passwords after OWASP ASVS 6.2 (and NIST SP 800-63B 3.1.1.2): at least 10 characters, at most 128, none of
// the 10,000 most common passwords, and no composition rules (a long passphrase of lowercase words is fine).
// The list: the first 10,000 entries, by frequency, of zxcvbn-ts's common-password dictionary
// (@zxcvbn-ts/language-common, "passwords-common", MIT), compared without regard to case.
// Site members keep the rule of schema.ts (`password`).
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;
export const COMMON_PASSWORD_COUNT = 10_000;

const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));

/** Whether `password` is one of the 10,000 most common passwords (case ignored). */
export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

export const TOO_COMMON = '너무 흔히 쓰이는 비밀번호입니다. 남이 짐작하기 어려운 긴 문장이나 단어 조합을 써주세요.';

export const staffPassword = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(STAFF_PASSWORD_MIN, { error: `관리자 비밀번호는 ${STAFF_PASSWORD_MIN}자 이상이어야 합니다.` })
  .max(STAFF_PASSWORD_MAX, { error: `관리자 비밀번호는 ${STAFF_PASSWORD_MAX}자 이하여야 합니다.` })
  .refine((v) => !isCommonPassword(v), { error: TOO_COMMON });

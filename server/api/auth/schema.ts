// The shapes of the auth calls' bodies, with the Korean message each rule shows under its field.
import { z } from 'zod';

export const loginId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{4,20}$/, { error: '아이디는 영문 소문자와 숫자 4~20자로 입력해주세요.' });

export const password = z
  .string()
  .min(8, { error: '비밀번호는 8자 이상이어야 합니다.' })
  .max(64, { error: '비밀번호는 64자 이하여야 합니다.' })
  .regex(/[A-Za-z]/, { error: '비밀번호에 영문자를 하나 이상 넣어주세요.' })
  .regex(/[0-9]/, { error: '비밀번호에 숫자를 하나 이상 넣어주세요.' });

export const name = z
  .string()
  .trim()
  .regex(/^[\p{L}][\p{L} .·'-]{0,48}[\p{L}.]$/u, { error: '이름은 한글 또는 영문 2~50자로 입력해주세요.' });

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: '이메일은 254자 이하로 입력해주세요.' })
  .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다. (예: hong@example.com)' }));

/** Korean mobile numbers, 010-1234-5678 or 01012345678; stored in the dashed form. */
export const mobilePhone = z
  .string()
  .trim()
  .regex(/^01[016789]-?\d{3,4}-?\d{4}$/, { error: '휴대전화 번호를 010-0000-0000 형식으로 입력해주세요.' })
  .transform((v) => {
    const d = v.replace(/-/g, '');
    return `${d.slice(0, 3)}-${d.slice(3, d.length - 4)}-${d.slice(-4)}`;
  });

export const joinSchema = z.strictObject({
  loginId,
  password,
  name,
  email,
  phone: mobilePhone,
  agreeTerms: z.literal(true, { error: '이용약관에 동의해주세요.' }),
  agreePrivacy: z.literal(true, { error: '개인정보 수집·이용에 동의해주세요.' }),
});

export const loginSchema = z.strictObject({
  loginId: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .toLowerCase()
    .min(1, { error: '아이디를 입력해주세요.' })
    .max(64, { error: '아이디가 너무 깁니다.' }),
  password: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .min(1, { error: '비밀번호를 입력해주세요.' })
    .max(128, { error: '비밀번호가 너무 깁니다.' }),
  /** The second step of an account with two-factor login: the app's 6-digit code or a recovery code. */
  otp: z.string().trim().max(32, { error: '인증 코드가 너무 깁니다.' }).optional(),
});

/** A code from the authenticator app (enrolment and a new set of recovery codes). */
export const otpCodeSchema = z.strictObject({
  otp: z
    .string({ error: '인증 코드를 입력해주세요.' })
    .trim()
    .regex(/^\d{6}$/, { error: '인증 앱에 표시된 6자리 숫자를 입력해주세요.' }),
});

export const myInfoSchema = z.strictObject({ name, email, phone: mobilePhone });

export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: '현재 비밀번호를 입력해주세요.' })
    .min(1, { error: '현재 비밀번호를 입력해주세요.' })
    .max(128),
  // The account's rule (a member's `password`, staff's `staffPassword` of password-rules.ts) is applied by the
  // handler, which knows the role.
  newPassword: z
    .string({ error: '새 비밀번호를 입력해주세요.' })
    .min(1, { error: '새 비밀번호를 입력해주세요.' })
    .max(128, { error: '비밀번호는 128자 이하여야 합니다.' }),
});

export const withdrawalSchema = z.strictObject({
  password: z.string({ error: '비밀번호를 입력해주세요.' }).min(1, { error: '비밀번호를 입력해주세요.' }).max(128),
});

export const labels: Record<string, string> = {
  loginId: '아이디',
  password: '비밀번호',
  name: '이름',
  email: '이메일',
  phone: '휴대전화',
  agreeTerms: '이용약관 동의',
  agreePrivacy: '개인정보 수집·이용 동의',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  otp: '인증 코드',
};

// The member fields as the join form and the member's own page show them: one label, input type, browser hint and
// length per field, so the two forms cannot drift apart (the limits mirror server/api/auth/schema.ts).
import type { FieldProps } from './Field.js';

export type MemberField = 'loginId' | 'password' | 'passwordConfirm' | 'currentPassword' | 'name' | 'email' | 'phone';
type Preset = Omit<FieldProps, 'id' | 'value' | 'error' | 'onInput' | 'onBlur'>;

export const memberFields: Record<MemberField, Preset> = {
  loginId: {
    label: '아이디',
    hint: '영문 소문자와 숫자 4~20자',
    autoComplete: 'username',
    required: true,
    maxLength: 20,
  },
  password: {
    label: '비밀번호',
    type: 'password',
    hint: '영문자와 숫자를 섞어 8~64자',
    autoComplete: 'new-password',
    required: true,
    maxLength: 64,
  },
  passwordConfirm: {
    label: '비밀번호 확인',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    maxLength: 64,
  },
  currentPassword: { label: '현재 비밀번호', type: 'password', autoComplete: 'current-password', required: true },
  name: { label: '이름', autoComplete: 'name', required: true, maxLength: 50 },
  email: { label: '이메일', type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  phone: { label: '휴대전화', type: 'tel', autoComplete: 'tel', inputMode: 'numeric', required: true, maxLength: 13 },
};

// The join and profile rules, checked in the browser before sending. They mirror server/api/auth/schema.ts
// (the server checks again and its field messages are shown the same way).
export type Errors = Record<string, string>;

export const rules = {
  loginId: (v: string) =>
    /^[a-z0-9]{4,20}$/.test(v.trim()) ? '' : '아이디는 영문 소문자와 숫자 4~20자로 입력해주세요.',
  password: (v: string) => {
    if (v.length < 8) return '비밀번호는 8자 이상이어야 합니다.';
    if (v.length > 64) return '비밀번호는 64자 이하여야 합니다.';
    if (!/[A-Za-z]/.test(v)) return '비밀번호에 영문자를 하나 이상 넣어주세요.';
    if (!/[0-9]/.test(v)) return '비밀번호에 숫자를 하나 이상 넣어주세요.';
    return '';
  },
  passwordConfirm: (v: string, password: string) =>
    !v ? '비밀번호를 한 번 더 입력해주세요.' : v === password ? '' : '비밀번호가 서로 다릅니다.',
  name: (v: string) =>
    /^[\p{L}][\p{L} .·'-]{0,48}[\p{L}.]$/u.test(v.trim()) ? '' : '이름은 한글 또는 영문 2~50자로 입력해주세요.',
  email: (v: string) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) && v.length <= 254
      ? ''
      : '이메일 형식이 올바르지 않습니다. (예: hong@example.com)',
  phone: (v: string) =>
    /^01[016789]-?\d{3,4}-?\d{4}$/.test(v.trim()) ? '' : '휴대전화 번호를 010-0000-0000 형식으로 입력해주세요.',
  required: (v: string, label: string) => (v ? '' : `${label}을(를) 입력해주세요.`),
};

/** 01012345678 → 010-1234-5678 as the visitor types. */
export function formatPhone(v: string): string {
  const d = v.replace(/\D/g, '').slice(0, 11);
  if (d.length < 4) return d;
  if (d.length < 8) return `${d.slice(0, 3)}-${d.slice(3)}`;
  const mid = d.length === 10 ? 3 : 4;
  return `${d.slice(0, 3)}-${d.slice(3, 3 + mid)}-${d.slice(3 + mid)}`;
}

export function hasErrors(e: Errors): boolean {
  return Object.values(e).some(Boolean);
}

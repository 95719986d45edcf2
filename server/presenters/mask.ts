// Personal data shown masked in lists (홍*동, ho***@example.com, 010-****-5678): enough to tell people apart, not
// enough to read off someone's details over a shoulder.

/** 홍길동 → 홍*동, 홍길 → 홍*, John Smith → J********h. */
export function maskName(name: string | null): string {
  if (!name) return '';
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** hong@example.com → ho***@example.com; the domain stays (it says nothing about the person). */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 0) return maskName(email);
  const local = [...email.slice(0, at)];
  return `${local.slice(0, Math.min(2, local.length - 1)).join('')}***${email.slice(at)}`;
}

/** 010-1234-5678 → 010-****-5678. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

// The draft of the form, kept only in this browser's localStorage: text fields and consents, never the
// passwords or the files. Nothing unsubmitted reaches the server, so no half-written personal data is held there.
const DRAFT_DAYS = 7;
const SECRET_FIELDS = new Set(['password', 'passwordConfirm']);

export interface Draft {
  values: Record<string, string>;
  savedAt: number;
}

const key = (lang: string) => `receipt-draft:${lang}`;

export function loadDraft(lang: string): Draft | null {
  try {
    const raw = localStorage.getItem(key(lang));
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    if (!d || typeof d.savedAt !== 'number' || Date.now() - d.savedAt > DRAFT_DAYS * 86_400_000) {
      localStorage.removeItem(key(lang));
      return null;
    }
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(d.values ?? {}))
      if (typeof v === 'string' && !SECRET_FIELDS.has(k)) values[k] = v;
    return { values, savedAt: d.savedAt };
  } catch {
    return null;
  }
}

export function saveDraft(lang: string, values: Record<string, string>): number | null {
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET_FIELDS.has(k)));
  const savedAt = Date.now();
  try {
    localStorage.setItem(key(lang), JSON.stringify({ values: kept, savedAt }));
    return savedAt;
  } catch {
    return null;
  }
}

export function clearDraft(lang: string): void {
  try {
    localStorage.removeItem(key(lang));
  } catch {
    // storage unavailable (private mode): nothing was kept
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b: Uint8Array = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x: number) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function clockText(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'ko-KR', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(ms));
}

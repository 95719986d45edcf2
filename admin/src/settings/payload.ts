// What 사이트 설정 sends (the editable fields only) and its check of the search engines' verification codes.
const EDITABLE = [
  'schoolName',
  'universityName',
  'adminTitle',
  'address',
  'postalCode',
  'phone',
  'fax',
  'email',
  'businessHours',
  'familySites',
  'socialLinks',
  'zh',
  'applicationUrl',
  'applicationRetentionDays',
  'questionRetentionDays',
  'questionNotifyEmail',
  'resultMailIncludesOutcome',
  'supplementNoticeEmail',
  'privacyOfficer',
  'staffIdleMinutes',
  'adminAllowedNetworks',
  'naverSiteVerification',
  'googleSiteVerification',
  'approvalPagePrefixes',
];

// The same rule as the server's (domain/settings.ts): a code, or the whole meta tag as the search engine shows it.
export const verificationCode = (value: string | undefined) => {
  const v = (value ?? '').trim();
  const code = /content\s*=\s*["']([^"']*)["']/i.exec(v)?.[1]?.trim() ?? v;
  return /^[A-Za-z0-9_-]{0,100}$/.test(code)
    ? undefined
    : '확인 코드(영문, 숫자, -, _)나 안내받은 메타 태그를 그대로 붙여 넣어주세요.';
};

/** Only the editable fields (the API refuses the others); list rows keep only name, url and a Chinese name. */
export function toPayload(data: Record<string, unknown>) {
  const out = Object.fromEntries(EDITABLE.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
  for (const k of ['familySites', 'socialLinks']) {
    const rows = out[k] as { name?: string; url?: string; nameZh?: string | null }[] | undefined;
    if (rows)
      out[k] = rows.map((r) => ({ name: r.name ?? '', url: r.url ?? '', ...(r.nameZh ? { nameZh: r.nameZh } : {}) }));
  }
  // A cleared Chinese text comes as null from its input: empty (the public page then shows the default one).
  const zh = out.zh as Record<string, string | null> | undefined;
  if (zh) out.zh = Object.fromEntries(Object.entries(zh).map(([k, v]) => [k, v ?? '']));
  const networks = out.adminAllowedNetworks as string[] | undefined;
  if (networks) out.adminAllowedNetworks = networks.map((n) => n.trim()).filter(Boolean);
  const prefixes = out.approvalPagePrefixes as string[] | undefined;
  if (prefixes) out.approvalPagePrefixes = prefixes.map((p) => p.trim()).filter(Boolean);
  return out;
}

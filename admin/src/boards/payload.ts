// A board between the API and the form: what the form sends (the fields the API accepts, categories as strings) and
// the record as the form edits it (categories as rows).
/** Only the fields the API accepts (react-admin sends the whole record back). */
export function boardPayload(data: Record<string, unknown>) {
  const pick = [
    'enName',
    'name',
    'kind',
    'rowsPerPage',
    'newBadgeHours',
    'allowAttachments',
    'maxFiles',
    'maxFileMb',
    'allowedExtensions',
    'sortOrder',
    'approvalRequired',
    'readAccess',
    'readGroupId',
  ];
  const out: Record<string, unknown> = Object.fromEntries(
    pick.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]),
  );
  if (out.readAccess !== undefined && out.readAccess !== 'group') out.readGroupId = null;
  const cats = (data.categories ?? []) as unknown[];
  out.categories = cats
    .map((c) => (typeof c === 'string' ? c : ((c as { name?: string })?.name ?? '')))
    .map((c) => c.trim())
    .filter(Boolean);
  return out;
}

/** Categories are edited as rows of { name } (ArrayInput needs objects); the API keeps plain strings. */
export function boardToForm(record: Record<string, unknown>) {
  return { ...record, categories: ((record.categories ?? []) as string[]).map((name) => ({ name })) };
}

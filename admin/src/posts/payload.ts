// What a post form sends: only the fields the API accepts, dates as ISO instants, files as ids.
type Data = Record<string, unknown>;

const iso = (v: unknown) => (v === null || v === undefined || v === '' ? null : new Date(v as string).toISOString());

export function postPayload(data: Data, kind: string, create: boolean): Data {
  const out: Data = {
    title: data.title,
    content: data.content ?? '',
    category: data.category || null,
    authorName: data.authorName ?? '',
    isNotice: Boolean(data.isNotice),
    allDay: Boolean(data.allDay),
    attachmentIds: ((data.attachments ?? []) as { id: number }[]).map((f) => f.id),
    isDraft: Boolean(data.isDraft),
    unpublishAt: iso(data.unpublishAt),
  };
  if (typeof data.revisionNote === 'string' && data.revisionNote.trim()) out.revisionNote = data.revisionNote.trim();
  if (data.publishedAt) out.publishedAt = iso(data.publishedAt);
  if (kind === 'calendar') {
    out.startAt = iso(data.startAt);
    out.endAt = iso(data.endAt);
  }
  if (kind === 'professor') {
    const e = (data.extra ?? {}) as Data;
    const photo = data.photo as { id: number } | null | undefined;
    out.extra = {
      position: e.position ?? '',
      major: e.major ?? '',
      email: e.email ?? '',
      phone: e.phone ?? '',
      office: e.office ?? '',
      photoFileId: photo?.id ?? null,
      ...(typeof e.order === 'number' ? { order: e.order } : {}),
    };
  }
  if (create) out.boardEnName = data.boardEnName;
  return out;
}

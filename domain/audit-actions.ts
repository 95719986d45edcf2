// How the audit trail names a staff call (server/audit/middleware.ts): the resource, the record and the action
// `<resource>[.<sub-path>].<verb>` read from the /api path; domain/audit.ts says each in Korean. Pure, so the test
// that every admin route's action has Korean words (server/audit/labels.test.ts) needs no server.

/** GETs that hand out personal data (paths under /api): each is recorded like a change. Other parts add theirs. */
export const PERSONAL_DOWNLOADS: RegExp[] = [/^\/applications\/\d+\/documents\/\d+$/, /\/export$/, /\/download$/];

/** A path segment that names a record rather than an action: a number, a month (2026-10) or a UUID. */
const ID_SEGMENT = /^(\d{1,19}|\d{4}-\d{2}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const VERB: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

export interface RouteParts {
  resource: string;
  recordId: string | null;
  action: string;
  path: string;
}

/**
 * Resource, record and action from an /api path: POST /posts → posts.create, PUT /posts/7 → posts.update (record 7),
 * POST /applications/7/status → applications.status, GET /applications/7/documents/2 → applications.documents.download,
 * GET /audit-logs/export → audit-logs.export. The path is read from the URL (not from the router's params, which are
 * gone again when a handler fails), so refused calls name their record too.
 */
export function routeParts(method: string, apiPath: string): RouteParts {
  const path = apiPath.split('?')[0].replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean).map(decodeSegment);
  const resource = segments[0] ?? 'api';
  let recordId: string | null = null;
  const named: string[] = [];
  for (const s of segments.slice(1)) {
    if (ID_SEGMENT.test(s)) recordId ??= s;
    else named.push(s);
  }
  const last = named[named.length - 1];
  let verb: string | null;
  if (method === 'GET' || method === 'HEAD') verb = last === 'export' || last === 'download' ? null : 'download';
  else if (named.length && method === 'POST') verb = null;
  else verb = VERB[method] ?? method.toLowerCase();
  const action = [resource, ...named, ...(verb ? [verb] : [])].join('.').slice(0, 80);
  // The path keeps its ids but never a query string (filters can hold names).
  return { resource: resource.slice(0, 50), recordId, action, path: path.slice(0, 200) };
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

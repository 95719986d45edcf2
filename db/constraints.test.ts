// Every enumeration the database constrains (a CHECK (column IN (...))) is the same list as its domain/ twin,
// both ways: a value added to a migration only, or to domain/ only, fails here before it fails a user.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { ACCESS_ACTION_CODES } from '../domain/access-log.js';
import { GENDERS } from '../domain/application-fields.js';
import { DECLINE_KINDS, STATUS_CODES } from '../domain/application-status.js';
import { BOARD_KIND_CODES } from '../domain/boards.js';
import { POPUP_DEVICE_CODES, POPUP_DISMISS_MODE_CODES, POPUP_LANG_CODES } from '../domain/popups.js';
import { APPLICATION_LOCALES, TRACK_CODES } from '../domain/programs.js';
import { ROLES } from '../domain/roles.js';
import { MAIL_LANGS, MAIL_STATUS_CODES } from '../domain/mail.js';
import { PAGE_LANGS, PAGE_REVISION_KINDS } from '../domain/pages.js';
import { VARIANT_FORMATS } from '../domain/image-variants.js';
import { BACKUP_TRIGGERS } from '../domain/backups.js';
import { LETTER_KINDS } from '../domain/result-letters.js';
import { VISIT_DEVICES } from '../domain/visits.js';
import { DESTRUCTION_ACTOR_TYPES, DESTRUCTION_METHODS } from '../domain/destruction.js';
import { FORM_LANGS, FORM_RESPONSE_STATUS_CODES } from '../domain/forms.js';
import { QUESTION_LANGS } from '../domain/questions.js';
import { DOCUMENT_STATE_CODES } from '../domain/document-states.js';
import { CAMPAIGN_STATUS_CODES, SUBSCRIBER_STATUS_CODES } from '../domain/campaigns.js';
import { SUBSCRIBER_VIAS } from '../domain/campaigns.js';
import { PRIVACY_HOLD_KINDS, PRIVACY_KINDS, PRIVACY_STATUSES, PRIVACY_SUBJECTS } from '../domain/privacy-requests.js';
import { REDIRECT_STATUSES } from '../domain/redirects.js';
import { APPROVAL_KIND_CODES, APPROVAL_STATUS_CODES } from '../domain/approvals.js';
import { READ_ACCESS_CODES } from '../domain/board-access.js';
import { LINK_FOUND_KINDS, LINK_RUN_STATUSES } from '../domain/link-checks.js';
import { createTestDatabase } from '../server/test/support.js';

/** table.column → the domain list its CHECK constraint must equal. */
const DOMAIN: Record<string, readonly string[]> = {
  'users.role': ROLES,
  'boards.kind': BOARD_KIND_CODES,
  'applications.locale': APPLICATION_LOCALES,
  'applications.track': TRACK_CODES,
  'applications.status': STATUS_CODES,
  'applications.decline_kind': DECLINE_KINDS.map((k) => k.code),
  'applications.gender': GENDERS.map((g) => g.code),
  'application_access_logs.action': ACCESS_ACTION_CODES,
  'popups.device': POPUP_DEVICE_CODES,
  'popups.lang': POPUP_LANG_CODES,
  'popups.dismiss_mode': POPUP_DISMISS_MODE_CODES,
  'mail_outbox.status': MAIL_STATUS_CODES,
  'mail_outbox.lang': MAIL_LANGS,
  'mail_templates.lang': MAIL_LANGS,
  'pages.lang': PAGE_LANGS,
  'page_revisions.kind': PAGE_REVISION_KINDS,
  'file_variants.format': VARIANT_FORMATS,
  'backup_runs.trigger': BACKUP_TRIGGERS,
  'result_letters.kind': LETTER_KINDS,
  'result_letters.lang': MAIL_LANGS,
  'page_visits.device': VISIT_DEVICES,
  'destruction_records.method': Object.keys(DESTRUCTION_METHODS),
  'destruction_records.actor_type': DESTRUCTION_ACTOR_TYPES,
  'forms.lang': FORM_LANGS,
  'form_responses.status': FORM_RESPONSE_STATUS_CODES,
  'questions.lang': QUESTION_LANGS,
  'application_documents.state': DOCUMENT_STATE_CODES,
  'subscribers.lang': MAIL_LANGS,
  'subscribers.status': SUBSCRIBER_STATUS_CODES,
  'campaigns.status': CAMPAIGN_STATUS_CODES,
  'subscribers.via': SUBSCRIBER_VIAS,
  'privacy_requests.kind': PRIVACY_KINDS,
  'privacy_requests.subject': PRIVACY_SUBJECTS,
  'privacy_requests.lang': MAIL_LANGS,
  'privacy_requests.status': PRIVACY_STATUSES,
  'privacy_holds.kind': PRIVACY_HOLD_KINDS,
  'redirects.status': REDIRECT_STATUSES.map(String),
  'approvals.kind': APPROVAL_KIND_CODES,
  'approvals.status': APPROVAL_STATUS_CODES,
  'boards.read_access': READ_ACCESS_CODES,
  'broken_links.found_kind': LINK_FOUND_KINDS,
  'link_check_runs.status': LINK_RUN_STATUSES,
};

let client: pg.Client;
/** table.column → the values its CHECK allows, read from pg_constraint of the migrated schema. */
let constrained: Map<string, string[]>;

/**
 * PostgreSQL stores `col IN ('a', 'b')` as `CHECK (((col)::text = ANY ((ARRAY['a'::character varying, ...])::text[])))`
 * (or `(col = ANY (ARRAY['M'::bpchar, ...]))` for char columns, `ARRAY[301, 302]` for numbers): the column, then the
 * literals of the array.
 */
function parseInList(def: string): { column: string; values: string[] } | null {
  const m = /^CHECK \(+(\w+)\)?(?:::\w+)? = ANY \(+ARRAY\[(.*?)\]/.exec(def);
  if (!m) return null;
  const quoted = [...m[2].matchAll(/'((?:[^']|'')*)'::/g)].map((v) => v[1].replace(/''/g, "'"));
  // A list of numbers (a smallint column: redirects.status) has no quotes: ARRAY[301, 302].
  const values = quoted.length ? quoted : [...m[2].matchAll(/-?\d+/g)].map((v) => v[0]);
  return { column: m[1], values };
}

before(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
  const { rows } = await client.query<{ tbl: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'c' AND n.nspname = 'public'`,
  );
  constrained = new Map();
  for (const r of rows) {
    const parsed = parseInList(r.def);
    if (parsed) constrained.set(`${r.tbl}.${parsed.column}`, parsed.values);
  }
});

after(async () => {
  await client.end();
});

test('the parser reads both shapes PostgreSQL gives an IN list, and nothing else', () => {
  assert.deepEqual(
    parseInList(
      "CHECK (((role)::text = ANY ((ARRAY['user'::character varying, 'admin'::character varying])::text[])))",
    ),
    { column: 'role', values: ['user', 'admin'] },
  );
  assert.deepEqual(parseInList("CHECK ((gender = ANY (ARRAY['M'::bpchar, 'F'::bpchar])))"), {
    column: 'gender',
    values: ['M', 'F'],
  });
  assert.equal(parseInList('CHECK (((view_count >= 0)))'), null);
  assert.equal(parseInList('CHECK ((end_at > start_at))'), null);
});

test('every enumerated column of the database has its list in domain/, and every domain list its constraint', () => {
  assert.ok(constrained.size > 0, 'no IN-list CHECK constraint was read: the parser no longer fits PostgreSQL');
  assert.deepEqual([...constrained.keys()].sort(), Object.keys(DOMAIN).sort());
});

for (const [column, values] of Object.entries(DOMAIN)) {
  test(`${column}: the database allows exactly the values domain/ lists`, () => {
    const db = constrained.get(column);
    assert.ok(db, `${column} has no CHECK (... IN ...) constraint`);
    const onlyDb = db.filter((v) => !values.includes(v));
    const onlyDomain = values.filter((v) => !db.includes(v));
    assert.deepEqual({ onlyDb, onlyDomain }, { onlyDb: [], onlyDomain: [] });
    assert.equal(new Set(values).size, values.length, `${column}: domain/ lists a value twice`);
  });
}

// Rhymix's and XE's members (xe_member) as the members step takes them, for the Rhymix importer to call with the rows
// it read: denied = 'Y', a status other than APPROVED, or a limit_date not yet past is a member the old site kept out
// (withdrawn members are gone from the table); is_admin = 'Y' an administrator; allow_mailing = 'Y' the mail consent,
// dated at the join (regdate: Rhymix keeps no date of its own for it). Dates are char(14) in Seoul time.
import type { Sequelize, Transaction } from 'sequelize';
import { seoulDay } from '../../../domain/time.js';
import { now } from '../../../domain/clock.js';
import { seoulTime } from '../text.js';
import { filledColumns, importMembers } from './import.js';
import type { LegacyMember, MembersSummary } from './member.js';

const TAKEN = new Set([
  'member_srl',
  'user_id',
  'password',
  'email_address',
  'email_id',
  'email_host',
  'user_name',
  'phone_number',
  'phone_country',
  'phone_type',
  'allow_mailing',
  'is_admin',
  'denied',
  'status',
  'regdate',
  'limit_date',
  'list_order',
]);
const IPS = ['ipaddress', 'last_login_ipaddress'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A char(14) YYYYMMDDHHMMSS time in Seoul as an instant; empty or nonsense is unknown. */
export function rhymixTime(raw: unknown): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(text(raw).trim());
  if (!m) return null;
  return seoulTime(`${m[1]}-${m[2]}-${m[3]} ${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`);
}

export function rhymixMember(
  row: Record<string, unknown>,
  today: string = seoulDay(now()).replace(/-/g, ''),
): LegacyMember {
  const others = Object.keys(row).filter((c) => !TAKEN.has(c) && !IPS.includes(c));
  const limit = text(row.limit_date).trim().slice(0, 8);
  const status = text(row.status || 'APPROVED').toUpperCase();
  const agreed = text(row.allow_mailing).toUpperCase() === 'Y';
  return {
    oldId: text(row.user_id),
    passwordHash: text(row.password),
    name: text(row.user_name) || text(row.nick_name),
    email: text(row.email_address),
    phone: text(row.phone_number),
    mailing: { agreed, at: agreed ? rhymixTime(row.regdate) : null },
    admin: text(row.is_admin).toUpperCase() === 'Y',
    barred:
      text(row.denied).toUpperCase() === 'Y' || status === 'DENIED'
        ? 'denied'
        : /^\d{8}$/.test(limit) && limit >= today
          ? 'blocked'
          : status === 'UNAUTHED'
            ? 'unconfirmed'
            : status !== 'APPROVED'
              ? 'denied'
              : null,
    ips: filledColumns(row, IPS),
    otherFields: filledColumns(row, others),
  };
}

/**
 * The members step for a Rhymix/XE site: `rows` as read from `${prefix}member`. The summary's leftBehind lines belong
 * in the import run's one 파기 대장 entry; pass a transaction to write, null for a dry run.
 */
export function importRhymixMembers(
  sequelize: Sequelize,
  rows: Record<string, unknown>[],
  o: { table?: string; dryRun: boolean; skip?: boolean },
  t: Transaction | null,
): Promise<MembersSummary> {
  return importMembers(
    sequelize,
    { system: 'rhymix', table: o.table ?? 'xe_member', dryRun: o.dryRun, skip: o.skip },
    rows.map((r) => rhymixMember(r)),
    t,
  );
}

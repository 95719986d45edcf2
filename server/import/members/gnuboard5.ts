// Gnuboard5's members (g5_member) as the members step takes them: mb_leave_date set is a withdrawn member,
// mb_intercept_date set a blocked one, an address never confirmed (when the site asks for it) an unconfirmed one;
// mb_level 10 or the config's cf_admin an administrator; mb_mailling with mb_mailling_date (or the join date, on
// versions without it) the mail consent. Of the rest, only what our join form asks comes over: mb_name, mb_email,
// mb_hp.
import { seoulTime } from '../text.js';
import { filledColumns } from './import.js';
import type { LegacyMember } from './member.js';

const TAKEN = new Set([
  'mb_no',
  'mb_id',
  'mb_password',
  'mb_name',
  'mb_email',
  'mb_hp',
  'mb_level',
  'mb_datetime',
  'mb_leave_date',
  'mb_intercept_date',
  'mb_mailling',
  'mb_mailling_date',
]);
const IPS = ['mb_ip', 'mb_login_ip'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export interface GnuboardConfig {
  /** cf_admin: the 최고관리자's mb_id. */
  adminId: string;
  /** cf_use_email_certify: a member who never confirmed the address cannot log in there. */
  emailCertify: boolean;
}

function barredOf(row: Record<string, unknown>, config: GnuboardConfig): LegacyMember['barred'] {
  if (text(row.mb_leave_date).trim()) return 'withdrawn';
  if (text(row.mb_intercept_date).trim()) return 'blocked';
  if (config.emailCertify && !/[1-9]/.test(text(row.mb_email_certify))) return 'unconfirmed';
  return null;
}

export function gnuboardMember(row: Record<string, unknown>, config: GnuboardConfig): LegacyMember {
  const others = Object.keys(row).filter((c) => !TAKEN.has(c) && !IPS.includes(c));
  const agreed = Number(row.mb_mailling) === 1;
  return {
    oldId: text(row.mb_id),
    passwordHash: text(row.mb_password),
    name: text(row.mb_name),
    email: text(row.mb_email),
    phone: text(row.mb_hp),
    mailing: {
      agreed,
      at: agreed ? (seoulTime(text(row.mb_mailling_date)) ?? seoulTime(text(row.mb_datetime))) : null,
    },
    admin: Number(row.mb_level) >= 10 || (!!config.adminId && text(row.mb_id) === config.adminId),
    barred: barredOf(row, config),
    ips: filledColumns(row, IPS),
    otherFields: filledColumns(row, others),
  };
}

/** The members of a Gnuboard5 site, read through the importer's source. */
export async function gnuboardMembers(source: {
  all(name: string, order: string): Promise<Record<string, unknown>[]>;
}): Promise<LegacyMember[]> {
  const [row] = await source.all('config', 'cf_admin');
  const config = { adminId: text(row?.cf_admin), emailCertify: Number(row?.cf_use_email_certify) === 1 };
  return (await source.all('member', 'mb_no')).map((r) => gnuboardMember(r, config));
}

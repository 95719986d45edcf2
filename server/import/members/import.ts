// The members step both importers call: each active member of the old site becomes a member account here with the
// old site's hash, tagged (checked once at the first login, then replaced by argon2id: server/auth/account-password.ts),
// and only what our join form asks (login id, name, e-mail, mobile number) plus a mail consent with its date. Nobody
// becomes staff; the old site's administrators are listed. Members the old site barred are not imported; members whose
// e-mail addresses differ only in case are none of them imported, and reported; a login id or e-mail that is already
// an account here is never merged into it. A second run adds only the members new since.
import { fn, col, where, type Sequelize, type Transaction } from 'sequelize';
import { User } from '../../../db/models/index.js';
import { normalizeEmail } from '../../../domain/campaigns.js';
import { tagLegacyHash } from '../../auth/legacy-passwords.js';
import { importConsent } from '../../campaigns/imported-consents.js';
import { hashOf, identitiesUnder, remember } from '../identity.js';
import {
  BARRED_REASONS,
  type BarredReason,
  type LegacyMember,
  type MembersContext,
  type MembersSummary,
} from './member.js';

const LOGIN_ID = /^[^\s]{1,20}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A Korean mobile number in our dashed form, or null. */
function mobile(raw: string): string | null {
  const d = raw.replace(/[^0-9]/g, '').replace(/^82(?=1)/, '0');
  if (!/^01[016789]\d{7,8}$/.test(d)) return null;
  return `${d.slice(0, 3)}-${d.slice(3, d.length - 4)}-${d.slice(-4)}`;
}

function emptySummary(found: number): MembersSummary {
  return {
    found,
    imported: 0,
    unchanged: 0,
    barred: Object.fromEntries(Object.keys(BARRED_REASONS).map((k) => [k, 0])) as Record<BarredReason, number>,
    duplicateEmails: [],
    problems: [],
    admins: [],
    consents: { added: 0, lapsed: 0 },
    leftBehind: [],
  };
}

/** Members whose addresses are the same but for case: every one of each such group. */
function caseDuplicates(members: LegacyMember[]): Map<string, LegacyMember[]> {
  const by = new Map<string, LegacyMember[]>();
  for (const m of members) {
    const email = normalizeEmail(m.email);
    if (!email) continue;
    by.set(email, [...(by.get(email) ?? []), m]);
  }
  return new Map([...by].filter(([, list]) => list.length > 1));
}

async function accountConflict(loginId: string, email: string | null, t: Transaction | null): Promise<string | null> {
  const transaction = t ?? undefined;
  if (await User.findOne({ where: where(fn('lower', col('login_id')), loginId), transaction }))
    return '같은 아이디의 계정이 이미 있어 가져오지 않았습니다(합치지 않음).';
  if (email && (await User.findOne({ where: where(fn('lower', col('email')), email), transaction })))
    return '같은 이메일의 계정이 이미 있어 가져오지 않았습니다(합치지 않음).';
  return null;
}

export async function importMembers(
  sequelize: Sequelize,
  ctx: MembersContext,
  members: LegacyMember[],
  t: Transaction | null,
): Promise<MembersSummary> {
  const s = emptySummary(members.length);
  const prefix = `${ctx.system}:member/`;
  const known = await identitiesUnder(sequelize, prefix, t ?? undefined);
  const active = members.filter((m) => {
    if (m.barred) s.barred[m.barred] += 1;
    return !m.barred && !ctx.skip;
  });
  const duplicates = caseDuplicates(active);
  for (const [email, list] of duplicates) s.duplicateEmails.push({ email, oldIds: list.map((m) => m.oldId) });
  const seenIds = new Set<string>();
  const carried = new Set<LegacyMember>();
  for (const m of active) {
    const loginId = m.oldId.trim().toLowerCase();
    const email = normalizeEmail(m.email);
    const imported = await (async (): Promise<boolean> => {
      if (known.has(prefix + m.oldId)) {
        s.unchanged += 1;
        return true;
      }
      if (duplicates.has(email)) return false;
      const problem = (text: string) => (s.problems.push({ oldId: m.oldId, problem: text }), false);
      if (!LOGIN_ID.test(loginId)) return problem('아이디가 20자를 넘거나 빈칸이 있어 가져오지 않았습니다.');
      if (seenIds.has(loginId)) return problem('대소문자만 다른 아이디가 먼저 있어 가져오지 않았습니다.');
      seenIds.add(loginId);
      const passwordHash = tagLegacyHash(m.passwordHash, ctx.system);
      if (!passwordHash) return problem('비밀번호 해시의 형식을 알 수 없어 가져오지 않았습니다.');
      const address = EMAIL.test(email) ? email : null;
      const taken = await accountConflict(loginId, address, t);
      if (taken) return problem(taken);
      s.imported += 1;
      const name = (m.name.trim() || m.oldId).slice(0, 50);
      if (m.mailing.agreed && m.mailing.at && address) {
        const consent = await importConsent(sequelize, { email: address, name, consentAt: m.mailing.at }, t);
        if (consent === 'added') s.consents.added += 1;
        if (consent === 'lapsed') s.consents.lapsed += 1;
      }
      if (!t) return true;
      const user = await User.create(
        { loginId, passwordHash, name, email: address, phone: mobile(m.phone), role: 'user', deletedAt: null },
        { transaction: t },
      );
      await remember(
        sequelize,
        { key: prefix + m.oldId, kind: 'member', table: 'users', id: user.id, hash: hashOf(loginId) },
        t,
      );
      return true;
    })();
    if (imported) carried.add(m);
  }
  for (const m of members.filter((x) => x.admin))
    s.admins.push({ oldId: m.oldId, name: m.name, imported: carried.has(m) });
  const notImported = members.length - s.imported - s.unchanged;
  s.leftBehind = [
    { table: ctx.table, label: '가져오지 않은 회원(탈퇴·차단·중복 등)의 정보 전체', count: notImported },
    { table: `${ctx.table}.ip`, label: '회원의 IP 주소(가입·최근 로그인)', count: sum(members, (m) => m.ips) },
    {
      table: `${ctx.table}.profile`,
      label: '회원의 그 밖의 프로필 항목(닉네임·주소·생년월일·성별·서명·포인트 등)',
      count: sum(members, (m) => m.otherFields),
    },
  ];
  return s;
}

const sum = (list: LegacyMember[], f: (m: LegacyMember) => number) => list.reduce((a, m) => a + f(m), 0);

/** The columns of a row that held something: not empty, not a zero date, not a zero number. */
export function filledColumns(row: Record<string, unknown>, columns: string[]): number {
  return columns.filter((c) => {
    const v = row[c];
    if (v === null || v === undefined) return false;
    const text = String(v).trim();
    return text !== '' && !/^0+$/.test(text) && !/^0000-00-00/.test(text);
  }).length;
}

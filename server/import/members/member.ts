// A member of an old site as both importers hand it to the members step (gnuboard5.ts and rhymix.ts read their own
// tables into it), and what the step found and did: the `members` part of the report and of --json.
import type { LegacySystem } from '../../auth/legacy-passwords.js';

/** Why the old site itself would not let a member in; such a member is not imported. */
export const BARRED_REASONS = {
  withdrawn: '탈퇴한 회원',
  blocked: '접근 차단·이용 제한 중인 회원',
  denied: '가입이 거부되었거나 승인 대기 중인 회원',
  unconfirmed: '이메일 인증을 마치지 않은 회원',
} as const;
export type BarredReason = keyof typeof BARRED_REASONS;

export interface LegacyMember {
  /** The login id as the old site held it (mb_id, user_id). */
  oldId: string;
  /** The hash as stored (mb_password, password); tagged with the system when imported. */
  passwordHash: string;
  name: string;
  email: string;
  /** The mobile number, when the old site had one (our join form asks for it). */
  phone: string;
  /** Agreed to the old site's mail, and when (null: unknown, so not brought over). */
  mailing: { agreed: boolean; at: Date | null };
  /** An administrator of the old site: listed in the report, imported as a plain member at most. */
  admin: boolean;
  barred: BarredReason | null;
  /** How many IP addresses the row held (never imported). */
  ips: number;
  /** How many of the row's other profile fields held something (never imported). */
  otherFields: number;
}

export interface MemberProblem {
  oldId: string;
  problem: string;
}

export interface MembersSummary {
  /** Rows read from the old site's member table. */
  found: number;
  /** Accounts made by this run. */
  imported: number;
  /** Accounts an earlier run made (left as they are: their owners may have logged in since). */
  unchanged: number;
  barred: Record<BarredReason, number>;
  /** Members whose e-mail addresses differ only in case: none of them is imported. */
  duplicateEmails: { email: string; oldIds: string[] }[];
  /** Members not imported for another reason, each with its Korean problem. */
  problems: MemberProblem[];
  /** The old site's administrators (none becomes staff here). */
  admins: { oldId: string; name: string; imported: boolean }[];
  /** Mail consents brought over as 입학 소식 subscriptions, and those already over two years old. */
  consents: { added: number; lapsed: number };
  /** What stays behind, for the report and the import's one 파기 대장 entry. */
  leftBehind: { table: string; label: string; count: number }[];
}

export interface MembersContext {
  system: LegacySystem;
  /** The old member table's name as the report shows it (g5_member, xe_member). */
  table: string;
  dryRun: boolean;
  /** The plan leaves every member behind. */
  skip?: boolean;
}

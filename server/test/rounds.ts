// Test rounds: a round is open at the test clock unless a test says otherwise, so applications can be submitted
// on any day of the year. Each test app's database gets one (startTestApp) and the application fixtures name it.
import { AdmissionRound } from '../../db/models/index.js';
import type { Round, RoundDetails } from '../../domain/rounds.js';
import { seoulParts } from '../../domain/time.js';
import { now } from '../../domain/clock.js';

const HOUR = 3_600_000;

export interface RoundInput extends Partial<RoundDetails> {
  name?: string;
  nameZh?: string;
  term?: string;
  /** Instants, or hours from the test clock. */
  applyStartAt?: Date | number;
  applyEndAt?: Date | number;
  announceAt?: Date | number;
}

const at = (v: Date | number): Date => (typeof v === 'number' ? new Date(now().getTime() + v * HOUR) : v);

/** A round, by default open from a day ago to a week ahead for every track, results two weeks ahead. */
export async function makeRound(over: RoundInput = {}): Promise<Round> {
  const { name, nameZh, term, applyStartAt, applyEndAt, announceAt, ...details } = over;
  const { y } = seoulParts(now());
  const row = await AdmissionRound.create({
    name: name ?? `${y + 1}학년도 전기 시험 모집`,
    nameZh: nameZh ?? `${y + 1}年春季入学 测试招生`,
    term: term ?? `${y + 1}-1`,
    applyStartAt: at(applyStartAt ?? -24),
    applyEndAt: at(applyEndAt ?? 24 * 7),
    announceAt: at(announceAt ?? 24 * 14),
    details,
  });
  return row.toRound();
}

/**
 * What a test application row holds besides who applied and where: the address, education, career and essays of an
 * ordinary master's applicant, for tests that write applications straight into the table.
 */
export const APPLICATION_ROW_REST = {
  postalCode: null,
  address: '서울특별시',
  addressDetail: null,
  school: '한빛대학교',
  major: '경영학',
  degree: 'bachelor',
  degreeStatus: 'graduated',
  eduStart: '2008-03',
  eduEnd: '2012-02',
  company: null,
  companyDept: null,
  position: null,
  careerYears: null,
  industry: null,
  careerRole: null,
  topikLevel: null,
  essayIntro: '자기소개',
  essayPlan: '학업계획',
  consents: {},
  lookupHash: 'x',
  submitIp: null,
} as const;

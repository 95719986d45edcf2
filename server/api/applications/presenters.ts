// Allow-lists of what leaves the server: the applicant's own receipt, the admin list row and the admin detail.
import type {
  Application,
  ApplicationDocument,
  ApplicationStatusChange,
  StoredFile,
} from '../../../db/models/index.js';
import type { Receipt } from '../../../domain/receipt.js';
import {
  CAREER_ROLES,
  DEGREE_STATUSES,
  DEGREES,
  DOCUMENT_KINDS,
  GENDERS,
  INDUSTRIES,
  labelOf,
} from '../../../domain/application-fields.js';
import { TRACKS, departmentName, termLabel } from '../../../domain/programs.js';
import { statusLabel } from '../../../domain/application-status.js';
import { formatDateTime } from '../../../domain/time.js';

export function seoulTime(d: Date, lang: 'ko' | 'zh' = 'ko'): string {
  return formatDateTime(d) + (lang === 'zh' ? '（首尔时间）' : ' (한국시간)');
}

/** What the applicant sees after submitting and in the look-up. */
export function presentReceipt(a: Application, photo: string | null): Receipt {
  const lang = a.locale === 'zh-Hans' ? 'zh' : 'ko';
  return {
    receiptNo: a.receiptNo,
    locale: a.locale,
    name: a.name,
    nameEn: a.nameEn,
    birthDate: a.birthDate,
    term: a.term,
    termLabel: termLabel(a.term, lang),
    track: a.track,
    trackLabel: TRACKS[a.track][lang],
    department: a.department,
    departmentName: departmentName(a.department),
    status: a.status,
    statusLabel: statusLabel(a.status, lang),
    note: a.applicantNote,
    submittedAt: a.submittedAt.toISOString(),
    submittedAtText: seoulTime(a.submittedAt, lang),
    photo,
  };
}

/** A row of the admin list (and of the export). */
export function presentListRow(a: Application) {
  return {
    id: a.id,
    receiptNo: a.receiptNo,
    term: a.term,
    track: a.track,
    department: a.department,
    departmentName: a.track === 'china_mba' ? TRACKS.china_mba.ko : departmentName(a.department),
    status: a.status,
    name: a.name,
    nameEn: a.nameEn,
    birthDate: a.birthDate,
    gender: a.gender,
    nationality: a.nationality,
    mobile: a.mobile,
    email: a.email,
    school: a.school,
    major: a.major,
    company: a.company,
    position: a.position,
    careerYears: a.careerYears,
    submittedAt: a.submittedAt.toISOString(),
    statusChangedAt: a.statusChangedAt.toISOString(),
  };
}

export function presentDetail(
  a: Application,
  docs: { doc: ApplicationDocument; file: StoredFile }[],
  history: ApplicationStatusChange[],
) {
  return {
    ...presentListRow(a),
    locale: a.locale,
    genderLabel: labelOf(GENDERS, a.gender),
    postalCode: a.postalCode,
    address: a.address,
    addressDetail: a.addressDetail,
    degree: a.degree,
    degreeLabel: labelOf(DEGREES, a.degree),
    degreeStatus: a.degreeStatus,
    degreeStatusLabel: labelOf(DEGREE_STATUSES, a.degreeStatus),
    eduStart: a.eduStart,
    eduEnd: a.eduEnd,
    companyDept: a.companyDept,
    industry: a.industry,
    industryLabel: labelOf(INDUSTRIES, a.industry),
    careerRole: a.careerRole,
    careerRoleLabel: labelOf(CAREER_ROLES, a.careerRole),
    topikLevel: a.topikLevel,
    essayIntro: a.essayIntro,
    essayPlan: a.essayPlan,
    consents: a.consents,
    memo: a.memo,
    applicantNote: a.applicantNote,
    documents: docs.map(({ doc, file }) => ({
      id: doc.id,
      kind: doc.kind,
      kindLabel: DOCUMENT_KINDS.find((k) => k.kind === doc.kind)?.ko ?? doc.kind,
      name: file.name,
      mime: file.mime,
      size: file.size,
    })),
    history: history.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      changedByName: h.changedByName,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

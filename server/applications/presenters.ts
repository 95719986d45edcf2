// Allow-lists of what leaves the server: the applicant's own receipt, the admin list row and the admin detail.
import { readerText } from '../../domain/zh-gaps.js';
import { documentStateLabel } from '../../domain/document-states.js';
import type { Application, ApplicationDocument, ApplicationStatusChange, StoredFile } from '../../db/models/index.js';
import type { Receipt } from '../../domain/receipt.js';
import {
  CAREER_ROLES,
  DEGREE_STATUSES,
  DEGREES,
  DOCUMENT_KINDS,
  GENDERS,
  INDUSTRIES,
  labelOf,
} from '../../domain/application-fields.js';
import { TRACKS, departmentName, termLabel } from '../../domain/programs.js';
import { formatDateTime, formatTime } from '../../domain/time.js';
import { announceText, applicantStatus, longDateTime } from '../../domain/applicant-status.js';
import { roundName, type Round } from '../../domain/rounds.js';

export function seoulTime(d: Date, lang: 'ko' | 'zh' = 'ko'): string {
  return formatDateTime(d) + (lang === 'zh' ? '（首尔时间）' : ' (한국시간)');
}

/**
 * What the applicant sees after submitting, in the look-up, on the receipt and the 수험표, at the instant `at`:
 * the status through applicantStatus (a result only from the round's announceAt), the note only when no result
 * is held back, the registration instructions for 합격 once announced.
 */
export function presentReceipt(a: Application, photo: string | null, round: Round | null, at: Date): Receipt {
  const lang = a.locale === 'zh-Hans' ? 'zh' : 'ko';
  const shown = applicantStatus(a.status, round, at, lang);
  const reg = round?.registration;
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
    status: shown.status,
    statusLabel: shown.label,
    note: shown.masked ? '' : a.applicantNote,
    roundName: round ? roundName(round, lang) : '',
    announceAt: round ? round.announceAt : null,
    announced: shown.announced,
    announceText: round && !shown.announced ? announceText(round.announceAt, lang) : '',
    registration:
      reg && shown.announced && shown.status === 'accepted'
        ? {
            periodText: `${formatDateTime(reg.startAt)} ~ ${formatDateTime(reg.endAt)}`,
            place: readerText(reg.place, lang).text,
            note: readerText(reg.note, lang).text,
            korean: (['place', 'note'] as const).filter((k) => readerText(reg[k], lang).korean),
          }
        : null,
    examNo: a.examNo ?? null,
    // A timetable's slot shows its end and, for a Chinese applicant, the room's Chinese name.
    interview: a.interviewAt
      ? {
          at: a.interviewAt.toISOString(),
          atText: `${longDateTime(a.interviewAt, lang)}${a.interviewEndsAt ? ` ~ ${formatTime(a.interviewEndsAt)}` : ''}`,
          place: (lang === 'zh' && a.interviewPlaceZh) || (a.interviewPlace ?? ''),
        }
      : null,
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
    /** 대리 접수: keyed by staff from a paper form. */
    proxy: a.keyedBy != null,
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
      state: doc.state,
      stateLabel: documentStateLabel(doc.state),
      requestNote: doc.requestNote,
      dueAt: doc.dueAt?.toISOString() ?? null,
      replacesId: doc.replacesId,
      uploadedBy: doc.uploadedBy,
      uploadedAt: doc.uploadedAt.toISOString(),
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

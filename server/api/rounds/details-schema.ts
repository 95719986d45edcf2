// The particulars of a round as staff send them (the details column: domain/rounds.ts RoundDetails), with a
// Korean message for every field. Instants must carry their offset; they are stored as ISO instants (UTC).
import { z } from 'zod';
import { DOCUMENT_KINDS } from '../../../domain/application-fields.js';
import { DEPARTMENTS, TRACK_CODES, TRACKS, type TrackCode } from '../../../domain/programs.js';
import type { RoundDocument, RoundTrack } from '../../../domain/rounds.js';
import { singleLine } from '../../../domain/single-line.js';

export const ESSAY_LIMIT = 5000;
const TEXT_MAX = 5000;
const LINE_MAX = 300;

/** An ISO date-time with its offset (2027-01-08T23:59:59+09:00 or …Z), as a Date. */
export const instant = z
  .string({ error: (iss) => (iss.input === undefined ? '필수 항목입니다.' : '날짜와 시간을 문자열로 보내주세요.') })
  .max(40, { error: '날짜와 시간 형식이 올바르지 않습니다.' })
  .pipe(
    z.iso.datetime({
      offset: true,
      local: false,
      error: '날짜와 시간은 시간대를 포함한 ISO 형식(예: 2027-01-08T23:59:59+09:00)으로 보내주세요.',
    }),
  )
  .transform((s) => new Date(s));

/** The same, kept in the details document as an ISO instant string. */
const instantText = instant.transform((d) => d.toISOString());

/** A text; one of LINE_MAX characters is shown on one line (a place, an essay's prompt) and holds no line break. */
const text = (max: number, label: string) => {
  const s = z
    .string({ error: `${label}은(는) 문자열로 보내주세요.` })
    .trim()
    .max(max, { error: `${max}자 이내로 입력해주세요.` });
  return max <= LINE_MAX ? s.check(singleLine) : s;
};

/** A text in both languages; zh may be empty (the Korean text is shown instead). */
export const bilingual = (max = TEXT_MAX, koRequired = false) =>
  z.strictObject(
    {
      ko: koRequired
        ? text(max, '한국어').min(1, { error: '한국어 내용을 입력해주세요.' })
        : text(max, '한국어').default(''),
      zh: text(max, '중국어').default(''),
    },
    { error: '한국어(ko)와 중국어(zh) 내용을 함께 보내주세요.' },
  );

const quota = z
  .number({ error: '모집 인원은 숫자로 입력해주세요.' })
  .int({ error: '모집 인원은 정수로 입력해주세요.' })
  .min(0, { error: '모집 인원은 0 이상이어야 합니다.' })
  .max(10_000, { error: '모집 인원은 10,000 이하여야 합니다.' })
  .nullable()
  .default(null);

const trackCode = z.enum(TRACK_CODES, { error: `과정은 ${TRACK_CODES.join(', ')} 중 하나여야 합니다.` });
const departmentSlugs = DEPARTMENTS.map((d) => d.slug) as [string, ...string[]];

const roundTrack = z.strictObject(
  {
    track: trackCode,
    departments: z
      .array(
        z.strictObject({
          slug: z.enum(departmentSlugs, { error: '목록에 있는 학과(전공)를 골라주세요.' }),
          quota,
        }),
        { error: '학과 목록 형식이 올바르지 않습니다.' },
      )
      .max(DEPARTMENTS.length, { error: '학과가 너무 많습니다.' })
      .default([]),
    quota,
  },
  { error: '과정 형식이 올바르지 않습니다.' },
);

export const tracksSchema = z
  .array(roundTrack, { error: '모집 과정 목록 형식이 올바르지 않습니다.' })
  .min(1, { error: '모집할 과정을 하나 이상 골라주세요.' })
  .max(TRACK_CODES.length, { error: '과정이 너무 많습니다.' })
  .superRefine((tracks: RoundTrack[], ctx) => {
    const seen = new Set<string>();
    tracks.forEach((t, i) => {
      if (seen.has(t.track))
        ctx.addIssue({ code: 'custom', path: [i, 'track'], message: '같은 과정이 두 번 있습니다.' });
      seen.add(t.track);
      const slugs = new Set<string>();
      t.departments.forEach((d, j) => {
        if (slugs.has(d.slug))
          ctx.addIssue({ code: 'custom', path: [i, 'departments', j, 'slug'], message: '같은 학과가 두 번 있습니다.' });
        slugs.add(d.slug);
      });
      if (t.track === 'master' && t.departments.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'departments'],
          message: '석사과정은 모집 학과를 하나 이상 골라주세요.',
        });
    });
  });

const roundDocument = z.strictObject(
  {
    kind: z.enum(DOCUMENT_KINDS.map((k) => k.kind) as [string, ...string[]], {
      error: '목록에 있는 서류를 골라주세요.',
    }),
    required: z.boolean({ error: '필수 여부는 true 또는 false로 보내주세요.' }),
  },
  { error: '서류 형식이 올바르지 않습니다.' },
);

export const documentsSchema = z
  .partialRecord(
    trackCode,
    z.array(roundDocument, { error: '서류 목록 형식이 올바르지 않습니다.' }).max(DOCUMENT_KINDS.length),
    { error: '과정별 서류 형식이 올바르지 않습니다.' },
  )
  .superRefine((docs: Partial<Record<TrackCode, RoundDocument[]>>, ctx) => {
    for (const [track, list] of Object.entries(docs) as [TrackCode, RoundDocument[]][]) {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        const kind = DOCUMENT_KINDS.find((k) => k.kind === d.kind);
        if (kind && !kind.tracks.includes(track))
          ctx.addIssue({
            code: 'custom',
            path: [track, i, 'kind'],
            message: `${kind.ko}은(는) ${TRACKS[track].ko} 서류가 아닙니다.`,
          });
        if (seen.has(d.kind))
          ctx.addIssue({ code: 'custom', path: [track, i, 'kind'], message: '같은 서류가 두 번 있습니다.' });
        seen.add(d.kind);
      });
    }
  });

const essayLength = (label: string) =>
  z
    .number({ error: `${label}는 숫자로 입력해주세요.` })
    .int({ error: `${label}는 정수로 입력해주세요.` })
    .min(0, { error: `${label}는 0 이상이어야 합니다.` })
    .max(ESSAY_LIMIT, { error: `${label}는 ${ESSAY_LIMIT.toLocaleString('ko-KR')} 이하여야 합니다.` });

const essay = z
  .strictObject(
    {
      field: z.enum(['essayIntro', 'essayPlan'], { error: '에세이 항목은 essayIntro 또는 essayPlan이어야 합니다.' }),
      prompt: bilingual(LINE_MAX, true),
      min: essayLength('최소 글자 수'),
      max: essayLength('최대 글자 수'),
    },
    { error: '에세이 형식이 올바르지 않습니다.' },
  )
  .superRefine((e, ctx) => {
    if (e.max < e.min)
      ctx.addIssue({ code: 'custom', path: ['max'], message: '최대 글자 수는 최소 글자 수 이상이어야 합니다.' });
  });

export const essaysSchema = z
  .array(essay, { error: '에세이 목록 형식이 올바르지 않습니다.' })
  .length(2, { error: '에세이는 자기소개서(essayIntro)와 학업계획서(essayPlan) 두 가지를 보내주세요.' })
  .superRefine((essays, ctx) => {
    if (essays[0]?.field === essays[1]?.field)
      ctx.addIssue({ code: 'custom', path: [1, 'field'], message: '자기소개서와 학업계획서를 하나씩 보내주세요.' });
  });

export const feeSchema = z
  .strictObject(
    {
      amount: z
        .number({ error: '전형료는 숫자(원)로 입력해주세요.' })
        .int({ error: '전형료는 원 단위 정수로 입력해주세요.' })
        .min(0, { error: '전형료는 0원 이상이어야 합니다.' })
        .max(10_000_000, { error: '전형료는 1천만 원 이하여야 합니다.' }),
      howToPay: bilingual(1000),
      deadline: instantText.nullable().default(null),
    },
    { error: '전형료 형식이 올바르지 않습니다.' },
  )
  .nullable();

const periodFields = {
  startAt: instantText,
  endAt: instantText,
  place: bilingual(LINE_MAX),
  note: bilingual(),
};

const endAfterStart = (p: { startAt: string; endAt: string }, ctx: z.RefinementCtx) => {
  if (typeof p.startAt === 'string' && typeof p.endAt === 'string' && p.endAt <= p.startAt)
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: '종료 일시는 시작 일시보다 뒤여야 합니다.' });
};

export const periodSchema = z
  .strictObject(periodFields, { error: '일정 형식이 올바르지 않습니다.' })
  .superRefine(endAfterStart)
  .nullable();

const registrationAmount = z.strictObject(
  {
    track: trackCode,
    department: z.enum(departmentSlugs, { error: '목록에 있는 학과(전공)를 골라주세요.' }).nullable().default(null),
    amount: z
      .number({ error: '등록금은 숫자(원)로 입력해주세요.' })
      .int({ error: '등록금은 원 단위 정수로 입력해주세요.' })
      .min(0, { error: '등록금은 0원 이상이어야 합니다.' })
      .max(100_000_000, { error: '등록금은 1억 원 이하여야 합니다.' }),
  },
  { error: '등록금 형식이 올바르지 않습니다.' },
);

/** 등록: the period, the 등록금 per track or department (each pair once), the account and what to submit. */
export const registrationSchema = z
  .strictObject(
    {
      ...periodFields,
      amounts: z
        .array(registrationAmount, { error: '등록금 목록 형식이 올바르지 않습니다.' })
        .max(50, { error: '등록금은 50개까지 넣을 수 있습니다.' })
        .default([]),
      account: bilingual(1000),
      submit: bilingual(),
    },
    { error: '등록 일정 형식이 올바르지 않습니다.' },
  )
  .superRefine((r, ctx) => {
    endAfterStart(r, ctx);
    const seen = new Set<string>();
    r.amounts.forEach((a, i) => {
      if (a.department && a.track !== 'master')
        ctx.addIssue({
          code: 'custom',
          path: ['amounts', i, 'department'],
          message: `${TRACKS[a.track].ko}에는 학과를 고를 수 없습니다. 학과를 비워주세요.`,
        });
      const key = `${a.track}|${a.department ?? ''}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['amounts', i, 'department'],
          message: '같은 과정·학과의 등록금이 두 번 있습니다.',
        });
      seen.add(key);
    });
  })
  .nullable();

export const detailsShape = {
  tracks: tracksSchema,
  documents: documentsSchema,
  essays: essaysSchema,
  fee: feeSchema,
  documentDeadline: instantText.nullable(),
  interview: periodSchema,
  registration: registrationSchema,
  notice: bilingual(),
};

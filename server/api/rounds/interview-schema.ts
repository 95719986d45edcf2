// The bodies of the interview timetable's routes (interview-schedule.ts) and the Korean names of their fields.
import { z } from 'zod';
import { singleLine } from '../../../domain/single-line.js';
import { idSchema } from '../../middleware/validate.js';

const iso = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what}을(를) 시간대가 있는 ISO 8601 형식으로 보내주세요.` });

const roomName = (what: string, required: boolean) => {
  const s = z
    .string({ error: `${what}을(를) 입력해주세요.` })
    .trim()
    .check(singleLine)
    .max(100, { error: '100자 이하로 입력해주세요.' });
  return required ? s.min(1, { error: `${what}을(를) 입력해주세요.` }) : s;
};

const breakSchema = z
  .strictObject({ startAt: iso('휴식 시작'), endAt: iso('휴식 끝') })
  .refine((b) => new Date(b.endAt) > new Date(b.startAt), {
    error: '휴식 끝은 휴식 시작보다 뒤여야 합니다.',
    path: ['endAt'],
  });

export const scheduleSchema = z.strictObject({
  startAt: iso('면접 시작'),
  slotMinutes: z
    .number({ error: '한 사람당 면접 시간(분)을 숫자로 입력해주세요.' })
    .int({ error: '분 단위 정수로 입력해주세요.' })
    .min(5, { error: '5분에서 240분 사이로 입력해주세요.' })
    .max(240, { error: '5분에서 240분 사이로 입력해주세요.' }),
  breaks: z.array(breakSchema).max(10, { error: '휴식은 10개까지 넣을 수 있습니다.' }).default([]),
  rooms: z
    .array(
      z.strictObject({
        name: roomName('면접실 이름', true),
        nameZh: roomName('면접실 중국어 이름', false).default(''),
      }),
    )
    .min(1, { error: '면접실을 하나 이상 입력해주세요.' })
    .max(20, { error: '면접실은 20개까지 넣을 수 있습니다.' })
    .refine((rooms) => new Set(rooms.map((r) => r.name)).size === rooms.length, {
      error: '같은 이름의 면접실이 두 번 있습니다.',
    }),
  dryRun: z.boolean({ error: '미리보기 여부는 true 또는 false로 보내주세요.' }).default(false),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

export const scheduleLabels = {
  startAt: '면접 시작',
  slotMinutes: '1인당 면접 시간',
  breaks: '휴식 시간',
  rooms: '면접실',
  dryRun: '미리보기',
};

export const moveSchema = z.strictObject({
  applicationId: idSchema,
  roomNo: z.number({ error: '면접실을 골라주세요.' }).int().min(0, { error: '면접실을 골라주세요.' }),
  startAt: iso('옮길 시각'),
});
export type MoveInput = z.infer<typeof moveSchema>;
export const moveLabels = { applicationId: '옮길 지원자', roomNo: '면접실', startAt: '옮길 시각' };

export const swapSchema = z
  .strictObject({ applicationId: idSchema, otherId: idSchema })
  .refine((b) => b.applicationId !== b.otherId, { error: '서로 다른 두 지원자를 골라주세요.', path: ['otherId'] });
export type SwapInput = z.infer<typeof swapSchema>;
export const swapLabels = { applicationId: '지원자', otherId: '맞바꿀 지원자' };

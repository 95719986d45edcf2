// What an admin may send for a popup, with Korean messages per field. Unknown fields are refused (strict).
import { z } from 'zod';
import {
  POPUP_DEFAULTS,
  POPUP_DEVICE_CODES,
  POPUP_DISMISS_MODE_CODES,
  POPUP_FIELD_LABELS,
  POPUP_LANG_CODES,
} from '../../../domain/popups.js';
import { idListFilter } from '../rest.js';
import { isBlankHtml, sanitizeContent } from '../../html/sanitize.js';
import { isSafeLink, LINK_RULE_MESSAGE } from '../../../domain/links.js';
import { singleLine } from '../../../domain/single-line.js';

export const popupLabels: Record<string, string> = {
  ...POPUP_FIELD_LABELS,
  dismissMode: '다시 보지 않기 방식',
  dismissHours: '다시 보지 않을 시간',
  positionLeft: '왼쪽 위치',
  positionTop: '위쪽 위치',
  width: '너비',
  height: '높이',
};

const dateTime = z
  .string({ error: (iss) => (iss.input === undefined ? '필수 항목입니다.' : '날짜와 시간 형식이 올바르지 않습니다.') })
  .max(40, { error: '날짜와 시간 형식이 올바르지 않습니다.' })
  .pipe(
    z.iso.datetime({
      offset: true,
      local: false,
      error: '날짜와 시간은 시간대를 포함한 ISO 형식(예: 2026-12-01T09:00:00+09:00)으로 보내주세요.',
    }),
  )
  .transform((s) => new Date(s));

const px = (min: number, max: number) =>
  z
    .number()
    .int({ error: '정수로 입력해주세요.' })
    .min(min, { error: `${min} 이상이어야 합니다.` })
    .max(max, { error: `${max} 이하여야 합니다.` });

const oneOf = <const T extends readonly string[]>(values: T, message: string) => z.enum(values, { error: message });

export const popupInput = z
  .strictObject({
    title: z.string().trim().check(singleLine).min(1, { error: '제목을 입력해주세요.' }).max(100),
    body: z
      .string()
      .max(50_000)
      .default(POPUP_DEFAULTS.body)
      .transform((html) => sanitizeContent(html, { key: 'body', label: '본문' })),
    imageFileId: z.number().int().positive().max(2_147_483_647).nullable().default(POPUP_DEFAULTS.imageFileId),
    imageAlt: z.string().trim().max(300).default(POPUP_DEFAULTS.imageAlt),
    linkUrl: z
      .string()
      .trim()
      .check(singleLine)
      .max(500)
      .default(POPUP_DEFAULTS.linkUrl)
      .refine((v) => v === '' || isSafeLink(v), { error: LINK_RULE_MESSAGE }),
    linkNewTab: z.boolean().default(POPUP_DEFAULTS.linkNewTab),
    startAt: dateTime,
    endAt: dateTime,
    device: oneOf(POPUP_DEVICE_CODES, '접속 기기는 all, pc, mobile 중 하나여야 합니다.').default(POPUP_DEFAULTS.device),
    lang: oneOf(POPUP_LANG_CODES, '언어는 all, ko, zh 중 하나여야 합니다.').default(POPUP_DEFAULTS.lang),
    active: z.boolean().default(POPUP_DEFAULTS.active),
    sortOrder: px(-9999, 9999).default(POPUP_DEFAULTS.sortOrder),
    dismissMode: oneOf(POPUP_DISMISS_MODE_CODES, '다시 보지 않기 방식은 today 또는 hours여야 합니다.').default(
      POPUP_DEFAULTS.dismissMode,
    ),
    dismissHours: px(1, 720).default(POPUP_DEFAULTS.dismissHours),
    positionLeft: px(0, 3000).nullable().default(POPUP_DEFAULTS.positionLeft),
    positionTop: px(0, 3000).nullable().default(POPUP_DEFAULTS.positionTop),
    width: px(240, 1200).default(POPUP_DEFAULTS.width),
    height: px(120, 1200).default(POPUP_DEFAULTS.height),
  })
  .superRefine((v, ctx) => {
    // Zod runs this even when a field failed above; only judge what parsed.
    if (v.startAt instanceof Date && v.endAt instanceof Date && v.endAt.getTime() <= v.startAt.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: '종료 일시는 시작 일시보다 뒤여야 합니다.' });
    }
    if (v.imageFileId !== null && v.imageAlt === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message: '이미지를 넣으면 이미지 대체 텍스트(이미지에 담긴 내용)를 입력해야 합니다.',
      });
    }
    if (v.imageFileId === null && typeof v.body === 'string' && isBlankHtml(v.body)) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: '본문이나 이미지 중 하나는 있어야 합니다.' });
    }
    if ((v.positionLeft === null) !== (v.positionTop === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['positionTop'],
        message: '위치는 왼쪽과 위쪽을 함께 입력하거나 둘 다 비워두세요(자동 배치).',
      });
    }
  });

export type PopupInput = z.infer<typeof popupInput>;

export const popupListFilter = z.strictObject({
  id: idListFilter.optional(),
  q: z.string().trim().max(100).optional(),
  status: oneOf(
    ['live', 'scheduled', 'ended', 'off'],
    '상태는 live, scheduled, ended, off 중 하나여야 합니다.',
  ).optional(),
  device: oneOf(POPUP_DEVICE_CODES, '접속 기기는 all, pc, mobile 중 하나여야 합니다.').optional(),
  lang: oneOf(POPUP_LANG_CODES, '언어는 all, ko, zh 중 하나여야 합니다.').optional(),
  active: z.boolean().optional(),
});

export const popupSortable: Record<string, string> = {
  id: 'id',
  title: 'title',
  startAt: 'startAt',
  endAt: 'endAt',
  sortOrder: 'sortOrder',
  active: 'active',
  device: 'device',
  lang: 'lang',
  updatedAt: 'updatedAt',
};

export const activeQuery = z.strictObject({
  device: oneOf(['pc', 'mobile'], 'device는 pc 또는 mobile이어야 합니다.').optional(),
  lang: oneOf(['ko', 'zh'], 'lang은 ko 또는 zh여야 합니다.').default('ko'),
});

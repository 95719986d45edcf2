// The import plan: for each old board, which of our boards it goes to (existing or new), its kind, its categories,
// which wr_N fields mean what (a calendar's start and end), who may see it and what becomes of its comments; for
// each old content page, whether it becomes a 페이지 관리 draft or maps onto one of our pages. The dry run writes
// the default plan; staff edit it and pass it back with --plan.
import { z } from 'zod';
import { BOARD_KIND_CODES, type BoardKind } from '../../domain/boards.js';
import { ImportError } from './errors.js';
import type { G5Board, G5Content } from './source.js';

const wrField = z.string().regex(/^wr_(10|[1-9])$/);

const boardPlan = z.object({
  from: z.string(),
  /** Our board's URL key (/board/<to>); an existing board of ours with this key receives the posts. */
  to: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/),
  name: z.string().min(1).max(100),
  kind: z.enum(BOARD_KIND_CODES as [BoardKind, ...BoardKind[]]),
  categories: z.array(z.string().max(30)),
  /** What the wr_N fields hold: a calendar's start and end, the rest reported as unmapped. */
  fields: z.object({ startAt: wrField.optional(), endAt: wrField.optional() }).default({}),
  /**
   * public: as the old site showed it; members: a board for signed-in members (read or list level 2, Gnuboard's
   * member level); hidden: staff only (a level above 2 means a member grade we have no rule for, or 입학상담).
   */
  visibility: z.enum(['public', 'members', 'hidden']),
  /** keep: read-only under their post (secret ones to staff only); drop: left out. Old links lead to the post. */
  comments: z.enum(['keep', 'drop']).default('keep'),
  skip: z.boolean().default(false),
});

const pagePlan = z.object({
  from: z.string(),
  /** One of our pages' paths to send the old page's links to; null makes a 페이지 관리 draft of it. */
  to: z.string().startsWith('/').nullable(),
  draftPath: z.string().startsWith('/'),
});

/** Whether the old site's active members come over as member accounts (false: all of them are left behind). */
const membersPlan = z.object({ import: z.boolean().default(true) });

export const planSchema = z.object({
  version: z.literal(1),
  source: z.literal('gnuboard5'),
  boards: z.array(boardPlan),
  pages: z.array(pagePlan).default([]),
  members: membersPlan.default({ import: true }),
});
export type Plan = z.infer<typeof planSchema>;
export type BoardPlan = z.infer<typeof boardPlan>;

export function kindOfSkin(b: G5Board): BoardKind {
  const skin = `${b.bo_skin} ${b.bo_table}`.toLowerCase();
  if (/qa|qna|counsel|question|inquiry|sangdam/.test(skin) || Number(b.bo_use_secret) === 2) return 'qna';
  if (/calendar|schedule|event/.test(skin)) return 'calendar';
  if (/gallery|photo|webzine|album/.test(skin)) return 'gallery';
  if (/professor|faculty|staff/.test(skin)) return 'professor';
  return 'list';
}

export const membersOnly = (b: G5Board): boolean => Number(b.bo_list_level) > 1 || Number(b.bo_read_level) > 1;

/** Who may read the old board here: level 2 is every member; a higher level is a grade, kept hidden and reported. */
export function visibilityOf(b: G5Board, kind: BoardKind): BoardPlan['visibility'] {
  if (!membersOnly(b)) return 'public';
  const level = Math.max(Number(b.bo_list_level) || 0, Number(b.bo_read_level) || 0);
  return level === 2 && kind !== 'qna' && kind !== 'professor' ? 'members' : 'hidden';
}

export function categoriesOf(b: G5Board): string[] {
  if (!Number(b.bo_use_category)) return [];
  return [
    ...new Set(
      b.bo_category_list
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

function ourKey(boTable: string): string {
  const k = boTable.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return /^[a-z]/.test(k) ? k.slice(0, 40) : `g5_${k}`.slice(0, 40);
}

/** Our board a plan line may go to: a new one, or one of ours of the same kind. */
export function kindProblem(b: BoardPlan, ours: Map<string, BoardKind>): string | null {
  const existing = ours.get(b.to);
  if (!existing || existing === b.kind) return null;
  return `--plan: '${b.from}'을(를) 보낼 게시판 '${b.to}'은(는) 이미 다른 종류(${existing})의 게시판입니다. 종류(kind)를 ${existing}로 바꾸거나 다른 to를 주세요.`;
}

export function defaultPlan(boards: G5Board[], contents: G5Content[], ours: Map<string, BoardKind> = new Map()): Plan {
  return {
    version: 1,
    source: 'gnuboard5',
    boards: boards.map((b) => {
      const kind = kindOfSkin(b);
      const key = ourKey(b.bo_table);
      // One of our boards under the same key but of another kind: a new board beside it instead.
      const taken = ours.has(key) && ours.get(key) !== kind;
      return {
        from: b.bo_table,
        to: taken ? `g5_${key}`.slice(0, 40) : key,
        name: b.bo_subject || b.bo_table,
        kind,
        categories: categoriesOf(b),
        fields: kind === 'calendar' ? { startAt: 'wr_1', endAt: 'wr_2' } : {},
        visibility: visibilityOf(b, kind),
        comments: 'keep',
        skip: false,
      };
    }),
    pages: contents.map((c) => ({
      from: c.co_id,
      to: null,
      draftPath: `/introduce/${c.co_id.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`,
    })),
    members: { import: true },
  };
}

/** A plan staff edited: parsed, with a Korean message naming the first thing wrong. */
export function parsePlan(text: string, boards: G5Board[]): Plan {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError('--plan 파일이 JSON 형식이 아닙니다.');
  }
  const parsed = planSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(`--plan 파일의 ${issue.path.join('.')} 값이 올바르지 않습니다: ${issue.message}`);
  }
  const known = new Set(boards.map((b) => b.bo_table));
  const unknown = parsed.data.boards.find((b) => !known.has(b.from));
  if (unknown) throw new ImportError(`--plan 파일의 게시판 '${unknown.from}'은(는) 옛 사이트에 없습니다.`);
  return parsed.data;
}

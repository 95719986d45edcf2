// The Rhymix import plan: for each old board (a `board` module, by its mid), which of our boards it goes to, its kind,
// its categories (the category tree flattened to "상위 > 하위"), which extra field (document_extra_keys, by its eid or
// name) holds a calendar's start and end, who may read it (module_grants: members or named groups, kept as readRule
// with the visibility it comes in with: for members, for one member group, or hidden when we cannot say it), whether
// its comments are kept; whether the members come over; for each page module, the path of its 페이지 관리 draft or
// one of our pages to send its links to. The dry run writes the default plan.
import { z } from 'zod';
import { BOARD_KIND_CODES, type BoardKind } from '../../../domain/boards.js';
import { ImportError } from '../errors.js';
import type { RxCategory, RxGrant, RxModule } from './source.js';

const readRule = z.union([
  z.object({ kind: z.literal('public') }),
  z.object({ kind: z.literal('members') }),
  z.object({ kind: z.literal('group'), groups: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('staff') }),
]);
export type ReadRule = z.infer<typeof readRule>;

const boardPlan = z.object({
  from: z.string(),
  to: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/),
  name: z.string().min(1).max(100),
  kind: z.enum(BOARD_KIND_CODES as [BoardKind, ...BoardKind[]]),
  categories: z.array(z.string().max(30)),
  /** The extra fields (eid or var_name) that hold a calendar's start and end; the rest are reported. */
  fields: z.object({ startAt: z.string().optional(), endAt: z.string().optional() }).default({}),
  /** public as the old site; members or group (the readRule's one group) on our side; hidden to staff only. */
  visibility: z.enum(['public', 'members', 'group', 'hidden']),
  readRule: readRule.default({ kind: 'public' }),
  comments: z.enum(['keep', 'drop']).default('keep'),
  skip: z.boolean().default(false),
});

const pagePlan = z.object({
  from: z.string(),
  to: z.string().startsWith('/').nullable(),
  draftPath: z.string().startsWith('/'),
});

export const rxPlanSchema = z.object({
  version: z.literal(1),
  source: z.literal('rhymix'),
  boards: z.array(boardPlan),
  pages: z.array(pagePlan).default([]),
  members: z.object({ import: z.boolean().default(true) }).default({ import: true }),
});
export type RxPlan = z.infer<typeof rxPlanSchema>;
export type RxBoardPlan = z.infer<typeof boardPlan>;

export function kindOfModule(m: RxModule): BoardKind {
  const skin = `${m.skin ?? ''} ${m.mid}`.toLowerCase();
  if (/calendar|schedule|event/.test(skin)) return 'calendar';
  if (/gallery|photo|webzine|album/.test(skin)) return 'gallery';
  if (/professor|faculty|staff/.test(skin)) return 'professor';
  return 'list';
}

/** The category tree as flat names, each "상위 > 하위", by category_srl (a name over 30 letters is cut). */
export function flatCategories(rows: RxCategory[]): Map<number, string> {
  const bySrl = new Map(rows.map((c) => [Number(c.category_srl), c]));
  const out = new Map<number, string>();
  for (const c of rows) {
    const names: string[] = [];
    let at: RxCategory | undefined = c;
    for (let depth = 0; at && depth < 10; depth++) {
      names.unshift((at.title ?? '').trim() || String(at.category_srl));
      at = Number(at.parent_srl) ? bySrl.get(Number(at.parent_srl)) : undefined;
    }
    out.set(Number(c.category_srl), names.join(' > ').slice(0, 30));
  }
  return out;
}

/**
 * Who may read a board, from its 'access' and 'view' grants (group_srl 0 everyone, -1/-2 members, -3 managers,
 * above 0 a group): the narrower of the two; groups named in both keep only those in both.
 */
export function readRuleOf(grants: RxGrant[], groupNames: Map<number, string>): ReadRule {
  const rules = ['access', 'view'].map((name): ReadRule => {
    const rows = grants.filter((g) => g.name === name).map((g) => Number(g.group_srl));
    if (!rows.length || rows.includes(0) || rows.includes(-4)) return { kind: 'public' };
    if (rows.includes(-1) || rows.includes(-2)) return { kind: 'members' };
    const groups = rows.filter((g) => g > 0).map((g) => groupNames.get(g) ?? String(g));
    return groups.length ? { kind: 'group', groups } : { kind: 'staff' };
  });
  const rank = { public: 0, members: 1, group: 2, staff: 3 } as const;
  const [a, b] = rules;
  if (a.kind === 'group' && b.kind === 'group') {
    const both = a.groups.filter((g) => b.groups.includes(g));
    return both.length ? { kind: 'group', groups: both } : { kind: 'staff' };
  }
  return rank[a.kind] >= rank[b.kind] ? a : b;
}

function ourKey(mid: string): string {
  const k = mid.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return /^[a-z]/.test(k) ? k.slice(0, 40) : `rx_${k}`.slice(0, 40);
}

export interface RxPlanInput {
  module: RxModule;
  categories: string[];
  rule: ReadRule;
  dateFields: string[];
}

/** The visibility a board's old rule becomes: what we can say of it, else hidden (never wider than the rule). */
export function visibilityOf(rule: ReadRule, kind: BoardKind): RxBoardPlan['visibility'] {
  if (rule.kind === 'public') return 'public';
  // 교수진 and 입학상담 are drawn by pages that know no audience.
  if (kind === 'professor' || kind === 'qna') return 'hidden';
  if (rule.kind === 'members') return 'members';
  return rule.kind === 'group' && rule.groups.length === 1 ? 'group' : 'hidden';
}

const RANK = { public: 0, members: 1, group: 2, hidden: 3, staff: 3 } as const;

export function defaultRxPlan(boards: RxPlanInput[], pages: RxModule[], ours: Map<string, BoardKind>): RxPlan {
  return {
    version: 1,
    source: 'rhymix',
    boards: boards.map(({ module: m, categories, rule, dateFields }) => {
      const kind = kindOfModule(m);
      const key = ourKey(m.mid);
      const taken = ours.has(key) && ours.get(key) !== kind;
      return {
        from: m.mid,
        to: taken ? `rx_${key}`.slice(0, 40) : key,
        name: m.browser_title || m.mid,
        kind,
        categories,
        fields: kind === 'calendar' && dateFields.length ? { startAt: dateFields[0], endAt: dateFields[1] } : {},
        visibility: visibilityOf(rule, kind),
        readRule: rule,
        comments: 'keep',
        skip: false,
      };
    }),
    pages: pages.map((p) => ({
      from: p.mid,
      to: null,
      draftPath: `/introduce/${p.mid.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`,
    })),
    members: { import: true },
  };
}

export function parseRxPlan(text: string, mids: string[]): RxPlan {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError('--plan 파일이 JSON 형식이 아닙니다.');
  }
  const parsed = rxPlanSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(`--plan 파일의 ${issue.path.join('.')} 값이 올바르지 않습니다: ${issue.message}`);
  }
  const unknown = parsed.data.boards.find((b) => !mids.includes(b.from));
  if (unknown) throw new ImportError(`--plan 파일의 게시판 '${unknown.from}'은(는) 옛 사이트에 없습니다.`);
  for (const b of parsed.data.boards) {
    if (b.readRule.kind !== 'public' && b.visibility === 'public')
      throw new ImportError(
        `--plan: 회원 전용 게시판 '${b.from}'은(는) 공개(public)로 옮길 수 없습니다. visibility를 hidden으로 두세요.`,
      );
    const oneGroup = b.readRule.kind === 'group' && b.readRule.groups.length === 1;
    if (RANK[b.visibility] < RANK[b.readRule.kind] || (b.visibility === 'group' && !oneGroup))
      throw new ImportError(
        `--plan: 게시판 '${b.from}'의 visibility ${b.visibility}는 옛 읽기 권한보다 넓습니다. 그 권한대로 두거나 hidden으로 두세요.`,
      );
  }
  return parsed.data;
}

// The Gnuboard5 import as a whole: the checks that refuse bad input before anything is written, the plan (the
// default one, or staff's), each board in its own transaction through the publish step, the site-wide redirects,
// the members (members/), the audit log entry and the 파기 대장's one line for what was left behind; or, in a dry
// run, the same counting with nothing written.
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { recordAudit } from '../audit/log.js';
import type { Publisher } from '../cache/publish.js';
import { recordDestruction } from '../destruction/register.js';
import type { ImportOptions as FetchOptions } from '../files/import.js';
import { upsertRedirects } from '../redirects/store.js';
import { importBoard, type RunContext } from './board-import.js';
import { ImportError } from './errors.js';
import { checkDataDir, DataFolder } from './files.js';
import { hashOf, identitiesUnder, remember } from './identity.js';
import { pointLinksAtNewAddresses } from './links.js';
import { defaultPlan, kindProblem, parsePlan, type Plan } from './plan.js';
import { boardKinds } from '../boards/import-posts.js';
import { importQnaBoard } from './qna-import.js';
import { siteRows, type RedirectSink, uniqueRows } from './redirect-rows.js';
import type { BoardSummary, ImportSummary, MenuLine } from './report.js';
import { importFaqs, importPages, importVisits, type SiteContext } from './site-import.js';
import { gnuboardMembers } from './members/gnuboard5.js';
import { importMembers } from './members/import.js';
import type { MembersContext } from './members/member.js';
import { G5Source } from './source.js';
import { classify, hostsOf } from './urls.js';

const LEFT_BEHIND_KEY = 'gnuboard5:left-behind';

export interface ImportOptions {
  sequelize: Sequelize;
  publisher: Publisher;
  db: string;
  files: string;
  prefix?: string;
  oldDomains?: string[];
  /** The plan staff edited (its JSON text); without it, the default plan. */
  plan?: string;
  dryRun?: boolean;
  /** How files on the old site's external storage are fetched (tests name their own server). */
  fetch?: FetchOptions;
}

export interface ImportResult {
  summary: ImportSummary;
  plan: Plan;
}

export async function runImport(o: ImportOptions): Promise<ImportResult> {
  await checkDataDir(o.files);
  const source = await G5Source.open(o.db, o.prefix ?? 'g5_');
  try {
    return await importFrom(source, o);
  } finally {
    await source.close();
  }
}

async function importFrom(source: G5Source, o: ImportOptions): Promise<ImportResult> {
  const dryRun = !!o.dryRun;
  const g5boards = await source.boards();
  const contents = await source.contents();
  const ours = await boardKinds();
  const plan = o.plan ? parsePlan(o.plan, g5boards) : defaultPlan(g5boards, contents, ours);
  for (const b of plan.boards) {
    const problem = b.skip ? null : kindProblem(b, ours);
    if (problem) throw new ImportError(problem);
  }
  const editorKnown = await identitiesUnder(o.sequelize, 'gnuboard5:editor/');
  const fileKnown = await identitiesUnder(o.sequelize, 'gnuboard5:file/');
  const data = new DataFolder(o.sequelize, o.files, new Map([...editorKnown, ...fileKnown]));
  const ctx: RunContext = {
    sequelize: o.sequelize,
    data,
    hosts: hostsOf(o.oldDomains ?? []),
    dryRun,
    unknownDate: now(),
    linkedPosts: [],
    fetch: o.fetch ?? {},
  };
  const summaries: BoardSummary[] = [];
  const problems: ImportSummary['problems'] = [];
  for (const bp of plan.boards) {
    const g5 = g5boards.find((b) => b.bo_table === bp.from)!;
    if (!source.hasWriteTable(g5.bo_table)) {
      problems.push({
        url: `/bbs/board.php?bo_table=${g5.bo_table}`,
        problem: `${source.prefix}write_${g5.bo_table} 표가 없어 건너뜁니다.`,
      });
      continue;
    }
    const bo = g5.bo_table;
    const input = {
      g5,
      plan: bp,
      // A Q&A board is read whole (its replies become answers); a list board as its index, its bodies in batches.
      writes: bp.kind === 'qna' ? await source.writes(bo) : await source.writeIndex(bo),
      load: (ids: number[]) => source.writeRows(bo, ids),
      files: await source.files(bo),
    };
    if (bp.skip) {
      summaries.push({ ...(await importBoard(ctx, input, null)), skipped: input.writes.length, problems: [] });
      continue;
    }
    const one = bp.kind === 'qna' ? importQnaBoard : importBoard;
    summaries.push(
      dryRun
        ? await one(ctx, input, null)
        : await o.publisher.write({ kind: 'posts', board: bp.to }, (t) => one(ctx, input, t)),
    );
  }

  // The site's own old addresses: the FAQ page, the Q&A list, each board group (to its first board).
  const sink: RedirectSink = { rows: [], source: 'gnuboard5:site' };
  const groups = new Map<string, string>();
  for (const bp of plan.boards) {
    const g5 = g5boards.find((b) => b.bo_table === bp.from)!;
    if (g5.gr_id && !groups.has(g5.gr_id) && !bp.skip) groups.set(g5.gr_id, `/board/${bp.to}`);
  }
  const qna = plan.boards.find((b) => b.kind === 'qna' && !b.skip);
  siteRows(sink, { faq: '/entrance/faq', qna: qna ? `/board/${qna.to}` : null, groups });

  const menu = await menuLines(source, plan);
  const site: SiteContext = { sequelize: o.sequelize, data, hosts: ctx.hosts, problems, sink };
  const faqRows = await source.faqs();
  const visitDays = await source.visitSums();
  const oldMembers = await gnuboardMembers(source);
  const membersCtx: MembersContext = {
    system: 'gnuboard5',
    table: `${source.prefix}member`,
    dryRun,
    skip: !plan.members.import,
  };
  const members = dryRun
    ? await importMembers(o.sequelize, membersCtx, oldMembers, null)
    : await o.sequelize.transaction((t) => importMembers(o.sequelize, membersCtx, oldMembers, t));
  const leftBehind = [...(await source.leftBehind()), ...members.leftBehind];
  let pages: number;
  let faqs: number;
  let visits: number;
  if (dryRun) {
    pages = await importPages(site, contents, plan, null);
    faqs = await importFaqs(site, faqRows, null);
    visits = await importVisits(site, visitDays, null);
  } else {
    pages = await o.publisher.write('pages', (t) => importPages(site, contents, plan, t));
    faqs = await o.publisher.write('faqs', (t) => importFaqs(site, faqRows, t));
    visits = await o.sequelize.transaction((t) => importVisits(site, visitDays, t));
  }
  if (!dryRun) {
    for (const board of new Set(ctx.linkedPosts.map((p) => p.board))) {
      const ids = ctx.linkedPosts.filter((p) => p.board === board).map((p) => p.id);
      await o.publisher.write({ kind: 'posts', board }, (t) => pointLinksAtNewAddresses(o.sequelize, ids, t));
    }
    await o.sequelize.transaction(async (t) => {
      await upsertRedirects(o.sequelize, uniqueRows(sink.rows), t);
      const count = leftBehind.reduce((a, l) => a + l.count, 0);
      // Once: a second run leaves behind the same rows, already recorded.
      const recorded = (await identitiesUnder(o.sequelize, LEFT_BEHIND_KEY, t)).size > 0;
      const record = recorded
        ? null
        : await recordDestruction(
            o.sequelize,
            {
              kind: 'importLeftBehind',
              count,
              rule: '개인정보 보호법 제21조(목적을 달성한 개인정보의 파기): 새 사이트에 필요 없는 옛 사이트의 개인정보는 옮기지 않음',
              by: { job: 'gnuboard5-import' },
              detail: { tables: Object.fromEntries(leftBehind.map((l) => [l.table, l.count])) },
            },
            t,
          );
      if (record)
        await remember(
          o.sequelize,
          {
            key: LEFT_BEHIND_KEY,
            kind: 'left-behind',
            table: 'destruction_records',
            id: record,
            hash: hashOf(leftBehind),
          },
          t,
        );
      await recordAudit(
        {
          actorLogin: 'import',
          actorName: '그누보드5 가져오기',
          action: 'import.gnuboard5',
          resource: 'import',
          detail: {
            boards: summaries.map((b) => ({ from: b.from, to: b.to, added: b.added, updated: b.updated })),
            members: { imported: members.imported, unchanged: members.unchanged },
          },
        },
        { transaction: t, sequelize: o.sequelize },
      );
    });
  }
  const summary: ImportSummary = {
    dryRun,
    boards: summaries,
    pages,
    faqs,
    menu,
    visits,
    redirects: summaries.reduce((a, b) => a + (b.redirects ?? 0), 0) + uniqueRows(sink.rows).length,
    members,
    leftBehind,
    problems,
  };
  return { summary, plan };
}

/** The old menu as a tree (me_code: two characters per level), each link with the address it now leads to. */
async function menuLines(source: G5Source, plan: Plan): Promise<MenuLine[]> {
  const boards = new Map(plan.boards.map((b) => [b.from, `/board/${b.to}`]));
  return (await source.menu()).map((m) => {
    const t = classify(m.me_link, new Set(['*']));
    let to: string | null = null;
    const bo = /bo_table=([a-z0-9_]+)/i.exec(m.me_link)?.[1] ?? /^\/([a-z0-9_]+)\/?$/i.exec(m.me_link)?.[1];
    if (bo && boards.has(bo)) to = boards.get(bo)!;
    else if (/faq\.php/.test(m.me_link)) to = '/entrance/faq';
    else if (t.kind === 'external') to = m.me_link;
    return { depth: Math.max(0, m.me_code.length / 2 - 1), name: m.me_name, from: m.me_link, to };
  });
}

export { ImportError };

// The Rhymix / XE import as a whole, through the same steps as the Gnuboard5 one (run.ts): the source's checks, the
// plan (default or staff's), each board in its own transaction through the publish step, page modules as 페이지 관리
// drafts, past visitor days, the site's menu; first the members (members/rhymix.ts) and the member groups with their
// members (groups.ts), so that each board's read rule can name its group; the audit entry and the 파기 대장's one line
// (with what the members step left behind); or, in a dry run, the same counting with nothing written. Every run, dry
// or not, is kept with its report for the admin's 가져오기 기록 (runs.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { now } from '../../../domain/clock.js';
import { recordAudit } from '../../audit/log.js';
import { boardKinds } from '../../boards/import-posts.js';
import { recordDestruction } from '../../destruction/register.js';
import { upsertRedirects } from '../../redirects/store.js';
import type { RunContext } from '../board-import.js';
import { ImportError } from '../errors.js';
import { DataFolder } from '../files.js';
import { hashOf, identitiesUnder, remember } from '../identity.js';
import { kindProblem } from '../plan.js';
import { type RedirectSink, uniqueRows } from '../redirect-rows.js';
import { importRhymixMembers } from '../members/rhymix.js';
import { htmlReport, jsonSummary, type BoardSummary, type ImportSummary, type MenuLine } from '../report.js';
import type { ImportOptions, ImportResult } from '../run.js';
import { recordImportRun } from '../runs.js';
import { importVisits } from '../site-import.js';
import { hostsOf } from '../urls.js';
import { importRxBoard } from './board-import.js';
import { importRxGroups } from './groups.js';
import { importRxPages } from './pages.js';
import { defaultRxPlan, flatCategories, parseRxPlan, readRuleOf, type ReadRule, type RxPlan } from './plan.js';
import { RxSource, type RxMenuItem } from './source.js';

const LEFT_BEHIND_KEY = 'rhymix:left-behind';

/** The folder holding files/attach/ (the Rhymix root), given as it or as its files/ folder. */
export function siteFolder(dir: string): string {
  if (existsSync(path.join(dir, 'files', 'attach'))) return dir;
  if (existsSync(path.join(dir, 'attach'))) return path.resolve(dir, '..');
  throw new ImportError(
    `--files ${dir}: files/attach/ 폴더가 없습니다. 라이믹스/XE가 설치된 폴더나 그 안의 files 폴더를 주세요.`,
  );
}

export async function runRhymixImport(o: ImportOptions): Promise<ImportResult> {
  const root = siteFolder(o.files);
  const source = await RxSource.open(o.db, o.prefix ?? 'xe_');
  try {
    return await importFrom(source, root, o);
  } finally {
    await source.close();
  }
}

async function importFrom(source: RxSource, root: string, o: ImportOptions): Promise<ImportResult> {
  const startedAt = now();
  const dryRun = !!o.dryRun;
  const modules = await source.modules();
  const boards = modules.filter((m) => m.module === 'board');
  const pages = modules.filter((m) => m.module === 'page');
  const groups = await source.groups();
  const groupNames = new Map(groups.map((g) => [Number(g.group_srl), g.title]));
  const grants = await source.grants();
  const ours = await boardKinds();
  const inputs = [];
  for (const m of boards) {
    const cats = flatCategories(await source.categories(m.module_srl));
    const keys = await source.extraKeys(m.module_srl);
    inputs.push({
      module: m,
      cats,
      keys,
      categories: [...new Set(cats.values())],
      rule: readRuleOf(
        grants.filter((g) => Number(g.module_srl) === Number(m.module_srl)),
        groupNames,
      ),
      dateFields: keys.filter((k) => k.var_type === 'date').map((k) => k.eid || k.var_name),
    });
  }
  const plan: RxPlan = o.plan
    ? parseRxPlan(
        o.plan,
        boards.map((b) => b.mid),
      )
    : defaultRxPlan(inputs, pages, ours);
  for (const b of plan.boards) {
    const problem = b.skip ? null : kindProblem({ ...b, fields: {}, visibility: 'public' }, ours);
    if (problem) throw new ImportError(problem);
  }
  const fileKnown = await identitiesUnder(o.sequelize, 'rhymix:file:');
  const pathKnown = await identitiesUnder(o.sequelize, 'rhymix:path:');
  const data = new DataFolder(o.sequelize, root, new Map([...fileKnown, ...pathKnown]));
  const ctx: RunContext = {
    sequelize: o.sequelize,
    data,
    hosts: hostsOf(o.oldDomains ?? []),
    dryRun,
    unknownDate: now(),
    linkedPosts: [],
    fetch: o.fetch ?? {},
  };
  const memberRows = await source.members();
  const membersOpts = { table: `${source.prefix}member`, dryRun, skip: !plan.members.import };
  const members = dryRun
    ? await importRhymixMembers(o.sequelize, memberRows, membersOpts, null)
    : await o.sequelize.transaction((t) => importRhymixMembers(o.sequelize, memberRows, membersOpts, t));
  const groupMembers = await source.groupMembers();
  const ourGroups = dryRun
    ? new Map<number, number>()
    : await o.sequelize.transaction((t) =>
        importRxGroups(o.sequelize, { groups, members: groupMembers, memberRows }, t),
      );
  const groupIdOf = (rule: ReadRule): number | null => {
    if (rule.kind !== 'group' || rule.groups.length !== 1) return null;
    const g = groups.find((x) => x.title === rule.groups[0] || String(x.group_srl) === rule.groups[0]);
    return g ? (ourGroups.get(Number(g.group_srl)) ?? null) : null;
  };
  const allFiles = await source.files();
  const summaries: BoardSummary[] = [];
  const problems: ImportSummary['problems'] = [];
  for (const bp of plan.boards) {
    const i = inputs.find((x) => x.module.mid === bp.from)!;
    const srl = i.module.module_srl;
    const documents = await source.documents(srl);
    const docs = new Set(documents.map((d) => Number(d.document_srl)));
    const input = {
      module: i.module,
      plan: bp,
      documents,
      categories: i.cats,
      keys: i.keys,
      vars: await source.extraVars(srl),
      aliases: await source.aliases(srl),
      comments: await source.comments(srl),
      files: allFiles.filter((f) => docs.has(Number(f.upload_target_srl))),
      groupId: groupIdOf(bp.readRule),
    };
    if (bp.skip) {
      summaries.push({ ...(await importRxBoard(ctx, input, null)), skipped: documents.length, problems: [] });
      continue;
    }
    summaries.push(
      dryRun
        ? await importRxBoard(ctx, input, null)
        : await o.publisher.write({ kind: 'posts', board: bp.to }, (t) => importRxBoard(ctx, input, t)),
    );
    if (bp.readRule.kind !== 'public') problems.push(readRuleProblem(bp, summaries[summaries.length - 1]));
  }
  const sink: RedirectSink = { rows: [], source: 'rhymix:site' };
  const site = { sequelize: o.sequelize, data, hosts: ctx.hosts, problems, sink };
  const visitDays = await source.visitSums();
  const leftBehind = [...(await source.leftBehind()), ...members.leftBehind];
  const pageCount = dryRun
    ? await importRxPages(site, source, pages, plan, null)
    : await o.publisher.write('pages', (t) => importRxPages(site, source, pages, plan, t));
  const visits = dryRun
    ? await importVisits(site, visitDays, null)
    : await o.sequelize.transaction((t) => importVisits(site, visitDays, t));
  const menu = menuLines(await source.menu(), plan, problems);
  for (const g of groups)
    problems.push({ url: `member_group:${g.group_srl}`, problem: `회원 그룹 '${g.title}' (회원 ${g.members}명)` });
  if (!dryRun)
    await o.sequelize.transaction(async (t) => {
      await upsertRedirects(o.sequelize, uniqueRows(sink.rows), t);
      const recorded = (await identitiesUnder(o.sequelize, LEFT_BEHIND_KEY, t)).size > 0;
      const record = recorded
        ? null
        : await recordDestruction(
            o.sequelize,
            {
              kind: 'importLeftBehind',
              count: leftBehind.reduce((a, l) => a + l.count, 0),
              rule: '개인정보 보호법 제21조(목적을 달성한 개인정보의 파기): 새 사이트에 필요 없는 옛 사이트의 개인정보는 옮기지 않음',
              by: { job: 'rhymix-import' },
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
          actorName: '라이믹스 가져오기',
          action: 'import.rhymix',
          resource: 'import',
          detail: {
            boards: summaries.map((b) => ({ from: b.from, to: b.to, added: b.added, updated: b.updated })),
            members: { imported: members.imported, unchanged: members.unchanged },
          },
        },
        { transaction: t, sequelize: o.sequelize },
      );
    });
  const summary: ImportSummary = {
    dryRun,
    title: '라이믹스/XE 가져오기 보고서',
    boards: summaries,
    pages: pageCount,
    faqs: 0,
    menu,
    visits,
    redirects: summaries.reduce((a, b) => a + (b.redirects ?? 0), 0) + uniqueRows(sink.rows).length,
    members,
    leftBehind,
    problems,
  };
  await recordImportRun(o.sequelize, {
    startedAt,
    finishedAt: now(),
    source: 'rhymix',
    dryRun,
    summary: jsonSummary(summary),
    reportHtml: htmlReport(summary),
  });
  return { summary, plan: plan as unknown as ImportResult['plan'] };
}

/** A board the old site limited: what its rule was and how it came in (for one group, for members, or hidden). */
function readRuleProblem(bp: RxPlan['boards'][number], s: BoardSummary | undefined): ImportSummary['problems'][number] {
  const r = bp.readRule;
  const rule = r.kind === 'group' ? `그룹: ${r.groups.join(', ')}` : r.kind === 'members' ? '회원' : '관리자';
  const how =
    s?.readAccess === 'group'
      ? `읽기 권한 그룹(${r.kind === 'group' ? r.groups[0] : ''})으로 옮겼습니다.`
      : s?.readAccess === 'members'
        ? '읽기 권한 회원으로 옮겼습니다.'
        : '이 사이트의 읽기 권한으로 나타낼 수 없어 방문자에게 숨겨 옮겼습니다(관리자만 봄). 게시판의 읽기 권한을 정한 뒤 계획을 고쳐 다시 가져오세요.';
  return { url: `/index.php?mid=${bp.from}`, problem: `읽기 제한 게시판(${rule}): ${how}` };
}

/** The old menu as a tree (parent_srl), each link with the address it now leads to; members-only items reported. */
function menuLines(items: RxMenuItem[], plan: RxPlan, problems: ImportSummary['problems']): MenuLine[] {
  const to = new Map<string, string>([
    ...plan.boards.map((b): [string, string] => [b.from, `/board/${b.to}`]),
    ...plan.pages.map((p): [string, string] => [p.from, p.to ?? p.draftPath]),
  ]);
  const bySrl = new Map(items.map((i) => [Number(i.menu_item_srl), i]));
  const depth = (i: RxMenuItem): number => {
    let d = 0;
    for (let p = bySrl.get(Number(i.parent_srl)); p && d < 10; p = bySrl.get(Number(p.parent_srl))) d += 1;
    return d;
  };
  return items.map((i) => {
    const url = (i.url ?? '').trim();
    const mid = /(?:^|[?&])mid=([A-Za-z0-9_-]+)/.exec(url)?.[1] ?? /^\/?([A-Za-z0-9_-]+)\/?$/.exec(url)?.[1];
    const name = (i.name ?? '').replace(/<[^>]*>/g, '');
    if ((i.group_srls ?? '').trim())
      problems.push({ url: url || name, problem: `회원 그룹에만 보이던 메뉴입니다: ${name}` });
    return {
      depth: depth(i),
      name,
      from: url,
      to: (mid && to.get(mid)) ?? (/^https?:\/\//i.test(url) ? url : null),
    };
  });
}

// Rhymix's page modules as 페이지 관리 drafts for staff to review: a WIDGET page takes the HTML of modules.content, an
// ARTICLE page the document it shows; an OUTSIDE page includes a file on the old server, which must be copied by
// hand (reported). A page already made is never overwritten (a change is reported); its old addresses lead to it.
import type { Transaction } from 'sequelize';
import { sanitizePageHtml } from '../../html/page-policy.js';
import { createPage } from '../../stored-pages/lifecycle.js';
import type { RunContext } from '../board-import.js';
import { hashOf, identitiesUnder, remember } from '../identity.js';
import type { SiteContext } from '../site-import.js';
import { rxBody } from './body.js';
import type { RxPlan } from './plan.js';
import { rxPageRows } from './redirect-rows.js';
import type { RxModule, RxSource } from './source.js';

const IMPORTER = { id: null as unknown as number, name: '라이믹스 가져오기' };

export async function importRxPages(
  ctx: SiteContext,
  source: RxSource,
  pages: RxModule[],
  plan: RxPlan,
  t: Transaction | null,
): Promise<number> {
  const known = await identitiesUnder(ctx.sequelize, 'rhymix:page:', t ?? undefined);
  const run = { ...ctx, dryRun: !t, unknownDate: new Date(0), fetch: {}, linkedPosts: [] } as RunContext;
  let made = 0;
  for (const m of pages) {
    const where = `/index.php?mid=${m.mid}`;
    const p = plan.pages.find((x) => x.from === m.mid);
    const type = (m.page_type ?? 'WIDGET').toUpperCase();
    if (p?.to) {
      rxPageRows(ctx.sink, m.mid, p.to);
      continue;
    }
    const path = p?.draftPath ?? `/introduce/${m.mid.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
    if (type === 'OUTSIDE') {
      ctx.problems.push({
        url: where,
        problem: `외부 파일을 불러오는 페이지(OUTSIDE: ${m.page_path ?? ''})라 옮기지 않았습니다. 내용을 직접 옮겨주세요.`,
      });
      continue;
    }
    const doc = type === 'ARTICLE' && m.page_document_srl ? await source.document(m.page_document_srl) : null;
    if (type === 'ARTICLE' && !doc) {
      ctx.problems.push({ url: where, problem: '문서 페이지(ARTICLE)가 보여주던 문서가 없습니다.' });
      continue;
    }
    const html = doc ? doc.content : (m.content ?? '');
    rxPageRows(ctx.sink, m.mid, path);
    const key = `rhymix:page:${m.mid}`;
    const prior = known.get(key);
    const hash = hashOf({ html, title: m.browser_title });
    if (prior) {
      if (prior.hash !== hash)
        ctx.problems.push({ url: where, problem: `옛 페이지가 바뀌었지만 ${path} 초안은 덮어쓰지 않았습니다.` });
      continue;
    }
    const body = await rxBody(run, html, {
      where,
      problems: ctx.problems,
      files: [],
      stored: new Map(),
      owner: { postId: null, hidden: false },
      t,
      sink: ctx.sink,
      sanitize: (h) => sanitizePageHtml(h),
    });
    made += 1;
    if (!t) continue;
    let id: number;
    try {
      id = await createPage(
        ctx.sequelize,
        t,
        { path, title: (doc?.title ?? m.browser_title) || m.mid, content: body.html },
        IMPORTER,
      );
    } catch (err) {
      // A page of ours already at that path (checked before anything is written): the old links lead to it.
      if ((err as { status?: number }).status !== 409) throw err;
      made -= 1;
      ctx.problems.push({
        url: where,
        problem: `${path}에 이미 페이지가 있어 초안을 만들지 않고 그 페이지로 연결합니다.`,
      });
      continue;
    }
    await remember(ctx.sequelize, { key, kind: 'page', table: 'pages', id, hash }, t);
  }
  return made;
}

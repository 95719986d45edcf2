// The rest of an old Gnuboard5 site: its content pages (g5_content) as 페이지 관리 drafts for staff to review, or
// sent to one of our pages when the plan names one; its FAQ (g5_faq) as 자주 묻는 질문; its daily visitor sums
// (g5_visit_sum) as past days of the visitor figures. Each is remembered by its source, so a second run adds only
// what is new (a page staff may already have edited is never overwritten).
import type { Sequelize, Transaction } from 'sequelize';
import { sanitizePageHtml } from '../html/page-policy.js';
import { sanitizeContent } from '../html/sanitize.js';
import { insertFaq } from '../questions/faq-store.js';
import { createPage } from '../stored-pages/lifecycle.js';
import { addPastVisitorDays } from '../visits/history.js';
import { convertBody, type Problem } from './content.js';
import { fileUrl, type DataFolder } from './files.js';
import { hashOf, identitiesUnder, remember } from './identity.js';
import type { Plan } from './plan.js';
import { editorImageRow, pageRows, type RedirectSink } from './redirect-rows.js';
import type { G5Content, G5Faq } from './source.js';
import { bodyToHtml } from './text.js';

/**
 * Who wrote what the import made: no staff account (the columns it fills, draft_saved_by, staff_id and
 * created_by, are nullable references to users and hold NULL for it).
 */
const IMPORTER = { id: null as unknown as number, name: '그누보드5 가져오기' };

export interface SiteContext {
  sequelize: Sequelize;
  data: DataFolder;
  hosts: Set<string>;
  problems: Problem[];
  sink: RedirectSink;
}

export async function importPages(
  ctx: SiteContext,
  contents: G5Content[],
  plan: Plan,
  t: Transaction | null,
): Promise<number> {
  const known = await identitiesUnder(ctx.sequelize, 'gnuboard5:content:', t ?? undefined);
  let made = 0;
  for (const c of contents) {
    const where = `/bbs/content.php?co_id=${c.co_id}`;
    const p = plan.pages.find((x) => x.from === c.co_id);
    if (p?.to) {
      pageRows(ctx.sink, c.co_id, c.co_seo_title ?? '', p.to);
      continue;
    }
    const path = p?.draftPath ?? `/introduce/${c.co_id.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
    pageRows(ctx.sink, c.co_id, c.co_seo_title ?? '', path);
    const key = `gnuboard5:content:${c.co_id}`;
    const prior = known.get(key);
    const hash = hashOf(c);
    if (prior) {
      if (prior.hash !== hash)
        ctx.problems.push({ url: where, problem: `옛 페이지가 바뀌었지만 ${path} 초안은 덮어쓰지 않았습니다.` });
      continue;
    }
    const body = await convertBody(c.co_content, Number(c.co_html) ? 'html1' : 'text', {
      hosts: ctx.hosts,
      where,
      problems: ctx.problems,
      sanitize: (h) => sanitizePageHtml(h),
      rehome: async (target) => {
        const rel = target.kind === 'editor' ? `editor/${target.path}` : `file/${target.boTable}/${target.file}`;
        const stored = await ctx.data.store(
          {
            key: `gnuboard5:${rel}`,
            kind: 'editor-image',
            rel,
            name: rel.split('/').pop() ?? 'image',
            owner: { postId: null, sortOrder: 0 },
          },
          t as Transaction,
          !t,
        );
        if (!stored.ok) return null;
        if (target.kind === 'editor') editorImageRow(ctx.sink, target.path, fileUrl(stored.id, stored.name));
        return fileUrl(stored.id, stored.name);
      },
    });
    made += 1;
    if (!t) continue;
    try {
      const id = await createPage(
        ctx.sequelize,
        t,
        { path, title: c.co_subject || c.co_id, content: body.html },
        IMPORTER,
      );
      await remember(ctx.sequelize, { key, kind: 'page', table: 'pages', id, hash }, t);
    } catch (err) {
      throw new Error(`옛 페이지 ${c.co_id}를 ${path}에 만들지 못했습니다: ${(err as Error).message}`, { cause: err });
    }
  }
  return made;
}

/** An answer through the post policy; one showing an image from elsewhere keeps its text (reported). */
function safeAnswer(html: string, url: string, problems: Problem[]): string {
  try {
    return sanitizeContent(html);
  } catch {
    problems.push({ url, problem: '자주 묻는 질문의 답변에 있던 다른 사이트의 이미지는 옮기지 않았습니다.' });
    return sanitizeContent(html.replace(/<img\b[^>]*>/gi, ''));
  }
}

export async function importFaqs(ctx: SiteContext, faqs: G5Faq[], t: Transaction | null): Promise<number> {
  const known = await identitiesUnder(ctx.sequelize, 'gnuboard5:faq:', t ?? undefined);
  let added = 0;
  for (const [i, f] of faqs.entries()) {
    const key = `gnuboard5:faq:${f.fa_id}`;
    if (known.has(key)) continue;
    added += 1;
    if (!t) continue;
    const question = bodyToHtml(f.fa_subject.replace(/<[^>]*>/g, ''), 'text').replace(/<br>\n?/g, ' ');
    const id = await insertFaq(
      ctx.sequelize,
      {
        question: question
          .replace(/&nbsp;/g, ' ')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
        answer: safeAnswer(f.fa_content, `/bbs/faq.php?fm_id=${f.fm_id}`, ctx.problems),
        questionZh: '',
        answerZh: '',
        category: (f.fm_subject ?? '').slice(0, 30),
        order: i,
        visible: true,
      },
      IMPORTER.id,
      t,
    );
    await remember(ctx.sequelize, { key, kind: 'faq', table: 'faqs', id, hash: hashOf(f) }, t);
  }
  return added;
}

export async function importVisits(
  ctx: SiteContext,
  days: { day: string; count: number }[],
  t: Transaction | null,
): Promise<number> {
  if (!t) return days.length;
  await addPastVisitorDays(ctx.sequelize, days, t);
  return days.length;
}

// One Rhymix board brought in, in one transaction (or, in a dry run, only counted): its documents by status (PUBLIC
// published, SECRET secret, TEMP/PRIVATE drafts, TRASH/DELETED/CENSORED left out and reported), notices pinned, the
// category tree flattened, the plan's extra fields as a calendar's dates, files read at their stored path (the
// gallery's cover picture first), bodies with their old image addresses re-homed, comments kept or dropped by the plan
// (comment-import.ts), the board's read audience as the plan says (a board it makes; a board of ours whose audience
// differs keeps the posts hidden instead), and every old address of it in the redirect map.
import type { Transaction } from 'sequelize';
import { arrangeImportedFiles, ensureBoard, setImportedContent, writeImportedPost } from '../../boards/import-posts.js';
import { cleanFileName } from '../../files/store.js';
import { upsertRedirects } from '../../redirects/store.js';
import type { RunContext } from '../board-import.js';
import { fileUrl } from '../files.js';
import { hashOf, identitiesUnder, remember } from '../identity.js';
import { type RedirectSink, uniqueRows } from '../redirect-rows.js';
import type { BoardSummary } from '../report.js';
import { authorLabel, hasMojibake } from '../text.js';
import { rxBody, rxDate, rxFileRel } from './body.js';
import { applyAudience } from './audience.js';
import { importRxComments } from './comment-import.js';
import type { RxBoardPlan } from './plan.js';
import { rxBoardRows, rxCategoryRows, rxFileRows, rxPostRows } from './redirect-rows.js';
import type { RxComment, RxDocument, RxExtraKey, RxExtraVar, RxFile, RxModule } from './source.js';

export interface RxBoardInput {
  module: RxModule;
  plan: RxBoardPlan;
  documents: RxDocument[];
  categories: Map<number, string>;
  keys: RxExtraKey[];
  vars: RxExtraVar[];
  aliases: { document_srl: number; alias_title: string }[];
  comments: RxComment[];
  files: RxFile[];
  /** Our member group for a 'group' board (the readRule's one group, brought in before the boards). */
  groupId: number | null;
}

const SKIPPED = /^(TRASH|DELETED|CENSORED)/;
const DRAFT = new Set(['TEMP', 'PRIVATE', 'EMBARGO']);
const docKey = (srl: number) => `rhymix:doc:${srl}`;

export function emptyRxSummary(input: RxBoardInput): BoardSummary {
  return {
    from: input.module.mid,
    to: `/board/${input.plan.to}`,
    name: input.plan.name,
    kind: input.plan.kind,
    posts: 0,
    replies: 0,
    comments: 0,
    secretComments: 0,
    commentsKept: input.plan.comments === 'keep',
    attachments: 0,
    images: 0,
    links: 0,
    secret: 0,
    membersOnly: 0,
    readAccess: input.plan.visibility,
    skipped: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    problems: [],
  };
}

/** The extra field the plan names (by eid or var_name) of one document, in its default language row. */
function fieldValue(vars: RxExtraVar[], keys: RxExtraKey[], name: string | undefined): string | null {
  if (!name) return null;
  const key = keys.find((k) => k.eid === name || k.var_name === name);
  if (!key) return null;
  const rows = vars.filter((v) => Number(v.var_idx) === Number(key.var_idx));
  return (rows.find((v) => !v.lang_code) ?? rows[0])?.value ?? null;
}

export async function importRxBoard(
  ctx: RunContext,
  input: RxBoardInput,
  t: Transaction | null,
): Promise<BoardSummary> {
  const { module: m, plan } = input;
  const mid = m.mid;
  const s = emptyRxSummary(input);
  const problems = s.problems;
  const where = (srl: number) => `/index.php?mid=${mid}&document_srl=${srl}`;
  const sink: RedirectSink = { rows: [], source: `rhymix:${mid}` };
  const known = await identitiesUnder(ctx.sequelize, 'rhymix:doc:', t ?? undefined);
  const ensured = t
    ? await ensureBoard(
        {
          enName: plan.to,
          name: plan.name,
          kind: plan.kind === 'qna' ? 'list' : plan.kind,
          categories: plan.categories,
          rowsPerPage: m.list_count || 20,
          newBadgeHours: 24,
          maxFiles: 5,
        },
        t,
      )
    : null;
  const board = ensured?.board ?? null;
  const limited = plan.visibility === 'members' || plan.visibility === 'group';
  const applied = t && board && limited ? await applyAudience(t, input, ensured!, s) : true;
  const base = `/board/${plan.to}`;
  rxBoardRows(sink, mid, base, `${base}/rss.xml`);
  for (const [srl, name] of input.categories)
    rxCategoryRows(
      sink,
      mid,
      srl,
      plan.categories.includes(name) ? `${base}?category=${encodeURIComponent(name)}` : base,
    );

  const filesOf = new Map<number, RxFile[]>();
  for (const f of input.files)
    filesOf.set(Number(f.upload_target_srl), [...(filesOf.get(Number(f.upload_target_srl)) ?? []), f]);
  const varsOf = new Map<number, RxExtraVar[]>();
  for (const v of input.vars) varsOf.set(Number(v.document_srl), [...(varsOf.get(Number(v.document_srl)) ?? []), v]);
  const aliasesOf = new Map<number, string[]>();
  for (const a of input.aliases)
    aliasesOf.set(Number(a.document_srl), [...(aliasesOf.get(Number(a.document_srl)) ?? []), a.alias_title]);
  const mapped = new Set([plan.fields.startAt, plan.fields.endAt].filter(Boolean));
  const unmapped = new Map<string, number>();
  const newIds = new Map<number, number>();
  const hiddenDocs = new Set<number>();

  for (const d of input.documents) {
    const srl = Number(d.document_srl);
    const status = (d.status ?? 'PUBLIC').toUpperCase();
    if (SKIPPED.test(status)) {
      s.skipped += 1;
      problems.push({ url: where(srl), problem: `상태가 ${status}인 글이라 옮기지 않았습니다.` });
      continue;
    }
    s.posts += 1;
    const secret = status === 'SECRET';
    const draft = DRAFT.has(status);
    const hidden = secret || draft || plan.visibility === 'hidden' || !applied;
    if (hidden) hiddenDocs.add(srl);
    if (secret) s.secret += 1;
    if (plan.visibility !== 'public') s.membersOnly += 1;
    if (draft)
      problems.push({ url: where(srl), problem: `상태가 ${status}인 글이라 임시저장(관리자만 봄)으로 옮깁니다.` });
    if (d.is_notice === 'A')
      problems.push({ url: where(srl), problem: '모든 게시판의 공지(A)였습니다: 이 게시판에만 고정합니다.' });
    const catName = input.categories.get(Number(d.category_srl)) ?? null;
    const category = catName && plan.categories.includes(catName) ? catName : null;
    if (Number(d.category_srl) && !category)
      problems.push({ url: where(srl), problem: `게시판에 없는 분류입니다: ${catName ?? d.category_srl}` });
    if (hasMojibake(d.title ?? '') || hasMojibake(d.content))
      problems.push({ url: where(srl), problem: '글자가 깨져 있습니다(인코딩 문제). 옮긴 뒤 확인해주세요.' });
    const vars = varsOf.get(srl) ?? [];
    for (const k of input.keys) {
      const name = k.eid || k.var_name;
      if (!mapped.has(name) && vars.some((v) => Number(v.var_idx) === Number(k.var_idx) && (v.value ?? '').trim()))
        unmapped.set(name, (unmapped.get(name) ?? 0) + 1);
    }
    const all = filesOf.get(srl) ?? [];
    const orphans = all.filter((f) => f.isvalid === 'N');
    if (orphans.length)
      problems.push({
        url: where(srl),
        problem: `저장되지 않은 첨부파일(isvalid N) ${orphans.length}개는 옮기지 않았습니다.`,
      });
    // The gallery's picture (cover_image) first: our gallery shows a post's first image.
    const files = all
      .filter((f) => f.isvalid !== 'N')
      .sort((a, b) => (b.cover_image === 'Y' ? 1 : 0) - (a.cover_image === 'Y' ? 1 : 0));
    const hash = hashOf({ d, files, vars, plan, aliases: aliasesOf.get(srl) ?? [] });
    const prior = known.get(docKey(srl));
    const unchanged = !!prior && prior.hash === hash;
    if (unchanged) s.unchanged += 1;
    else if (prior) s.updated += 1;
    else s.added += 1;
    let postId = prior?.id ?? 0;
    if (t && board && !unchanged)
      postId = await writeImportedPost(
        board.id,
        prior?.id ?? null,
        {
          title: d.title ?? '',
          content: '',
          category,
          authorName: authorLabel(d.nick_name || d.user_name || ''),
          isNotice: d.is_notice === 'Y' || d.is_notice === 'A',
          publishedAt: rxDate(d.regdate) ?? ctx.unknownDate,
          viewCount: Number(d.readed_count) || 0,
          hidden,
          startAt: rxDate(fieldValue(vars, input.keys, plan.fields.startAt)),
          endAt: rxDate(fieldValue(vars, input.keys, plan.fields.endAt)),
        },
        t,
      );
    const attachmentIds: number[] = [];
    const downloads = new Map<number, number>();
    const stored = new Map<number, string>();
    for (const f of files) {
      const rel = rxFileRel(f.uploaded_filename ?? '');
      const name = cleanFileName(f.source_filename || rel.split('/').pop() || 'file');
      const url = `/${rel}`;
      if (!rel) {
        problems.push({ url: where(srl), problem: `${name}: 저장 경로(uploaded_filename)가 비어 있습니다.` });
        continue;
      }
      const got = await ctx.data.store(
        {
          key: `rhymix:file:${f.file_srl}`,
          kind: 'attachment',
          rel,
          name,
          owner: { postId, sortOrder: attachmentIds.length },
        },
        t as Transaction,
        !t,
      );
      if (!got.ok) {
        problems.push({ url, problem: `${name}: ${got.problem}` });
        continue;
      }
      s.attachments += 1;
      attachmentIds.push(got.id);
      downloads.set(got.id, Number(f.download_count) || 0);
      stored.set(Number(f.file_srl), fileUrl(got.id, got.name));
      rxFileRows(
        sink,
        { srl: Number(f.file_srl), path: rel, binary: /\/binaries\//.test(rel) },
        fileUrl(got.id, got.name),
      );
    }
    if (!unchanged) {
      const body = await rxBody(ctx, d.content, {
        where: where(srl),
        problems,
        files,
        stored,
        owner: { postId, hidden },
        t,
        sink,
      });
      s.images += body.images;
      s.links += body.links;
      if (t) {
        await setImportedContent(postId, body.html, t);
        await arrangeImportedFiles(postId, attachmentIds, body.inlineIds, hidden, t, downloads);
        await remember(ctx.sequelize, { key: docKey(srl), kind: 'post', table: 'posts', id: postId, hash }, t);
      }
    }
    newIds.set(srl, postId);
    rxPostRows(sink, mid, srl, aliasesOf.get(srl) ?? [], `${base}/${postId}`);
  }
  for (const [name, used] of unmapped)
    problems.push({
      url: `/index.php?mid=${mid}`,
      problem: `확장 변수 ${name}에 값이 있는 글 ${used}개: 계획(fields)에 정하지 않아 옮기지 않았습니다.`,
    });

  const kept = await importRxComments(
    ctx,
    { mid, keep: plan.comments === 'keep', comments: input.comments, newIds, hiddenDocs, sink, base, problems },
    t,
  );
  s.comments = kept.comments;
  s.secretComments = kept.secret;
  if (kept.secret)
    problems.push({
      url: `/index.php?mid=${mid}`,
      problem: `비밀 댓글 ${kept.secret}개${plan.comments === 'keep' ? ': 관리자만 봅니다.' : ': 옮기지 않습니다.'}`,
    });
  if (t) await upsertRedirects(ctx.sequelize, uniqueRows(sink.rows), t);
  s.redirects = uniqueRows(sink.rows).length;
  return s;
}

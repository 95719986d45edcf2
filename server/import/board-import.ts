// One old board brought in, in one transaction (or, in a dry run, only counted): its posts and replies written
// through the boards' import door (a reply after its parent, its depth in its title), attachments and editor images
// stored through the file store, secret and members-only items hidden from visitors, comments kept or dropped by the
// plan (comment-import.ts), and every old address of it added to the redirect map. A post whose source has not changed since the last run is left as it is.
import type { Sequelize, Transaction } from 'sequelize';
import { arrangeImportedFiles, ensureBoard, setImportedContent, writeImportedPost } from '../boards/import-posts.js';
import { setBoardReadAccess } from '../boards/member-groups.js';
import { cleanFileName } from '../files/store.js';
import { upsertRedirects } from '../redirects/store.js';
import { convertBody, type Problem } from './content.js';
import type { ImportOptions } from '../files/import.js';
import { fetchStored, fileUrl, type DataFolder } from './files.js';
import { hashOf, identitiesUnder, remember } from './identity.js';
import { membersOnly, type BoardPlan } from './plan.js';
import { importComments } from './comment-import.js';
import { boardRows, editorImageRow, fileRows, postRows, type RedirectSink, uniqueRows } from './redirect-rows.js';
import type { BoardSummary } from './report.js';
import type { G5Board, G5File, G5Write } from './source.js';
import { authorLabel, formatOf, hasMojibake, isSecret, seoulTime } from './text.js';

export interface BoardInput {
  g5: G5Board;
  plan: BoardPlan;
  /** Every post and comment, as the light index (ids, thread, flags) for a list board, or whole for a Q&A. */
  writes: G5Write[];
  /** The whole rows of these posts. */
  load(ids: number[]): Promise<Map<number, G5Write>>;
  files: G5File[];
}

const BATCH = 500;

export interface RunContext {
  sequelize: Sequelize;
  data: DataFolder;
  hosts: Set<string>;
  dryRun: boolean;
  /** The time a post with an unknown date (0000-00-00) is dated at. */
  unknownDate: Date;
  /** How files on the old site's external storage are fetched (tests allow their own server). */
  fetch: ImportOptions;
  /** Posts written this run whose bodies link to the old site (links.ts points them at their new address). */
  linkedPosts: { board: string; id: number }[];
}

const srcKey = (bo: string, wrId: number) => `gnuboard5:${bo}:${wrId}`;
const fileKey = (bo: string, wrId: number, no: number) => `gnuboard5:file:${bo}:${wrId}:${no}`;

/** The thread root and every reply above a reply (same wr_num, wr_reply a prefix of it). */
function ancestors(post: G5Write, byThread: Map<number, G5Write[]>): G5Write[] {
  return (byThread.get(post.wr_num) ?? []).filter(
    (o) => o !== post && o.wr_reply.length < post.wr_reply.length && post.wr_reply.startsWith(o.wr_reply),
  );
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** wr_link1 and wr_link2, the post's related links, as a list after its body. */
function relatedLinks(p: G5Write): string {
  const links = [p.wr_link1, p.wr_link2].map((l) => (l ?? '').trim()).filter((l) => /^https?:\/\//i.test(l));
  if (!links.length) return '';
  return `\n<ul>${links.map((l) => `<li><a href="${escapeHtml(l)}" rel="nofollow">${escapeHtml(l)}</a></li>`).join('')}</ul>`;
}

/**
 * A reply's title as a Korean board lists it: "└ RE: " after one full-width space per level below the first
 * (wr_reply 'A' is one level, 'AB' two), the old "Re:" prefixes folded into it.
 */
export function replyTitle(subject: string, wrReply: string): string {
  if (!wrReply) return subject;
  const bare = subject.replace(/^(\s*(re|답변)\s*:\s*)+/i, '');
  return `${'\u3000'.repeat(Math.max(0, wrReply.length - 1))}└ RE: ${bare}`;
}

export function emptySummary(input: BoardInput): BoardSummary {
  return {
    from: input.g5.bo_table,
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

export async function importBoard(ctx: RunContext, input: BoardInput, t: Transaction | null): Promise<BoardSummary> {
  const { g5, plan } = input;
  const bo = g5.bo_table;
  const s = emptySummary(input);
  const problems: Problem[] = s.problems;
  const where = (wrId: number) => `/bbs/board.php?bo_table=${bo}&wr_id=${wrId}`;
  const posts = input.writes.filter((w) => !Number(w.wr_is_comment));
  const comments = input.writes.filter((w) => Number(w.wr_is_comment));
  const byId = new Map(posts.map((p) => [Number(p.wr_id), p]));
  const byThread = new Map<number, G5Write[]>();
  for (const p of posts) byThread.set(p.wr_num, [...(byThread.get(p.wr_num) ?? []), p]);
  const filesOf = new Map<number, G5File[]>();
  for (const f of input.files) {
    if (!byId.has(Number(f.wr_id))) {
      problems.push({ url: `/data/file/${bo}/${f.bf_file}`, problem: `글이 없는 첨부파일입니다 (wr_id ${f.wr_id}).` });
      continue;
    }
    filesOf.set(Number(f.wr_id), [...(filesOf.get(Number(f.wr_id)) ?? []), f]);
  }
  const notices = new Set(
    g5.bo_notice
      .split(',')
      .map((n) => Number(n.trim()))
      .filter((n) => Number.isInteger(n) && n > 0 && byId.has(n)),
  );
  const known = await identitiesUnder(ctx.sequelize, `gnuboard5:${bo}:`, t ?? undefined);
  const knownFiles = await identitiesUnder(ctx.sequelize, `gnuboard5:file:${bo}:`, t ?? undefined);
  const sink: RedirectSink = { rows: [], source: `gnuboard5:${bo}` };
  const ensured = t
    ? await ensureBoard(
        {
          enName: plan.to,
          name: plan.name,
          kind: plan.kind === 'qna' ? 'list' : plan.kind,
          categories: plan.categories,
          rowsPerPage: Number(g5.bo_page_rows) || 15,
          newBadgeHours: Number(g5.bo_new) || 24,
          maxFiles: Number(g5.bo_upload_count) || 5,
        },
        t,
      )
    : null;
  const board = ensured?.board ?? null;
  // A members-only board: a board it makes is for members; one of ours that is public keeps its posts hidden.
  let forMembers = plan.visibility === 'members';
  if (plan.visibility === 'hidden' && membersOnly(g5))
    problems.push({
      url: `/bbs/board.php?bo_table=${bo}`,
      problem: `읽기 권한(목록 레벨 ${g5.bo_list_level}, 읽기 레벨 ${g5.bo_read_level})은 회원 등급이라 이 사이트에서 표현할 수 없어 게시판 전체를 숨김으로 옮깁니다(관리자만 봄).`,
    });
  if (t && board && forMembers) {
    if (ensured?.made) await setBoardReadAccess(t, board.id, { access: 'members' });
    else if (board.readAccess === 'public') {
      forMembers = false;
      problems.push({
        url: `/bbs/board.php?bo_table=${bo}`,
        problem: `회원 전용 게시판을 공개 게시판 '${plan.to}'에 옮기므로 글을 숨김으로 옮깁니다. 게시판의 읽기 권한을 회원으로 바꾼 뒤 다시 가져오세요.`,
      });
      s.readAccess = 'hidden';
    }
  }
  const base = `/board/${plan.to}`;
  boardRows(sink, bo, base, `${base}/rss.xml`);
  const newIds = new Map<number, number>();
  const secretPosts = new Set<number>();

  // The bodies are read 500 posts at a time: a board of any size is held as its index, never whole.
  const spare = new Map<string, number>();
  for (let at = 0; at < posts.length; at += BATCH) {
    const chunk = posts.slice(at, at + BATCH);
    const full = await input.load(chunk.map((c) => Number(c.wr_id)));
    for (const light of chunk) {
      const p = full.get(Number(light.wr_id));
      // Gone between the index and its batch (someone still writing on the old site): the next run sees it.
      if (!p) continue;
      for (let n = 1; n <= 10; n++)
        if (String(p[`wr_${n}`] ?? '').trim()) spare.set(`wr_${n}`, (spare.get(`wr_${n}`) ?? 0) + 1);
      const wrId = Number(p.wr_id);
      const isReply = p.wr_reply !== '';
      if (isReply) s.replies += 1;
      else s.posts += 1;
      const secret = isSecret(p.wr_option) || ancestors(p, byThread).some((a) => isSecret(a.wr_option));
      const hidden = secret || plan.visibility === 'hidden' || (plan.visibility === 'members' && !forMembers);
      if (secret) s.secret += 1;
      if (secret) secretPosts.add(wrId);
      if (plan.visibility !== 'public') s.membersOnly += 1;
      const category = p.ca_name && plan.categories.includes(p.ca_name) ? p.ca_name : null;
      if (p.ca_name && !category)
        problems.push({ url: where(wrId), problem: `게시판에 없는 분류입니다: ${p.ca_name}` });
      if (hasMojibake(p.wr_subject) || hasMojibake(p.wr_content))
        problems.push({ url: where(wrId), problem: '글자가 깨져 있습니다(인코딩 문제). 옮긴 뒤 확인해주세요.' });
      const files = filesOf.get(wrId) ?? [];
      const fields = plan.fields;
      const hash = hashOf({
        p: { ...p, wr_ip: undefined, wr_last: undefined },
        files,
        plan,
        notice: notices.has(wrId),
      });
      const prior = known.get(srcKey(bo, wrId));
      let postId = prior?.id ?? 0;
      const attachmentIds: number[] = [];
      const downloads = new Map<number, number>();
      const inlineIds: number[] = [];
      const unchanged = !!prior && prior.hash === hash;
      if (unchanged) s.unchanged += 1;
      else if (prior) s.updated += 1;
      else s.added += 1;

      if (t && board && !unchanged) {
        postId = await writeImportedPost(
          board.id,
          prior?.id ?? null,
          {
            title: replyTitle(p.wr_subject, p.wr_reply),
            content: '',
            category,
            authorName: authorLabel(p.wr_name),
            isNotice: notices.has(wrId),
            publishedAt: seoulTime(p.wr_datetime) ?? ctx.unknownDate,
            viewCount: Number(p.wr_hit) || 0,
            hidden,
            startAt: fields.startAt ? seoulTime(p[fields.startAt as `wr_${number}`]) : null,
            endAt: fields.endAt ? seoulTime(p[fields.endAt as `wr_${number}`]) : null,
          },
          t,
        );
      }
      // Attachments, in bf_no order; thumbnails are not rows of g5_board_file, so nothing here to skip.
      for (const f of files) {
        const name = cleanFileName(f.bf_source || f.bf_file);
        const key = fileKey(bo, wrId, Number(f.bf_no));
        const url = `/data/file/${bo}/${f.bf_file}`;
        // On external storage (bf_fileurl) and not in the folder: fetched from there (not in a dry run), or reported.
        let remote: Buffer | undefined;
        if (f.bf_fileurl && !(unchanged && knownFiles.get(key)) && !(await ctx.data.read(`file/${bo}/${f.bf_file}`))) {
          const got = t ? await fetchStored(f.bf_fileurl, ctx.fetch) : { problem: '미리 보기라 받지 않았습니다' };
          if ('problem' in got) {
            problems.push({
              url,
              problem: `외부 저장소의 파일을 가져오지 못했습니다 (${f.bf_fileurl}): ${got.problem}`,
            });
            continue;
          }
          remote = got.buffer;
        }
        const stored =
          unchanged && knownFiles.get(key)
            ? { ok: true as const, id: knownFiles.get(key)!.id, name, reused: true }
            : await ctx.data.store(
                {
                  key,
                  kind: 'attachment',
                  rel: `file/${bo}/${f.bf_file}`,
                  name,
                  owner: { postId, sortOrder: attachmentIds.length },
                },
                t as Transaction,
                !t,
                remote,
              );
        if (!stored.ok) {
          problems.push({ url, problem: `${name}: ${stored.problem}` });
          continue;
        }
        s.attachments += 1;
        attachmentIds.push(stored.id);
        downloads.set(stored.id, Number(f.bf_download) || 0);
        fileRows(sink, { boTable: bo, wrId, no: Number(f.bf_no), bfFile: f.bf_file }, fileUrl(stored.id, stored.name));
      }
      if (!unchanged) {
        const body = await convertBody(p.wr_content, formatOf(p.wr_option), {
          tail: relatedLinks(p),
          hosts: ctx.hosts,
          where: where(wrId),
          problems,
          rehome: async (target) => {
            if (target.kind === 'file') {
              const i = files.findIndex((f) => f.bf_file === target.file && target.boTable === bo);
              if (i >= 0 && attachmentIds[i]) return fileUrl(attachmentIds[i], cleanFileName(files[i].bf_source));
            }
            const rel = target.kind === 'editor' ? `editor/${target.path}` : `file/${target.boTable}/${target.file}`;
            const name = cleanFileName(rel.split('/').pop() ?? 'image');
            const stored = await ctx.data.store(
              {
                key: `gnuboard5:${rel}`,
                kind: 'editor-image',
                rel,
                name,
                owner: { postId, sortOrder: hidden ? 1000 + inlineIds.length : -1 },
              },
              t as Transaction,
              !t,
            );
            if (!stored.ok) return null;
            inlineIds.push(stored.id);
            // A hidden post's images get no public old address.
            if (target.kind === 'editor' && !hidden)
              editorImageRow(sink, target.path, fileUrl(stored.id, stored.name), bo);
            return fileUrl(stored.id, stored.name);
          },
        });
        s.images += body.images;
        s.links += body.links;
        if (body.links && t) ctx.linkedPosts.push({ board: plan.to, id: postId });
        if (t) {
          await setImportedContent(postId, body.html, t);
          await arrangeImportedFiles(postId, attachmentIds, inlineIds, hidden, t, downloads);
          await remember(ctx.sequelize, { key: srcKey(bo, wrId), kind: 'post', table: 'posts', id: postId, hash }, t);
        }
      }
      newIds.set(wrId, postId);
      postRows(sink, bo, wrId, p.wr_seo_title ?? '', `${base}/${postId}`);
    }
  }

  // The spare fields each skin gives a meaning: what the plan does not map is reported, once per field.
  const mapped = new Set(Object.values(plan.fields));
  for (let n = 1; n <= 10; n++) {
    const field = `wr_${n}` as const;
    const used = spare.get(field) ?? 0;
    if (used && !mapped.has(field))
      problems.push({
        url: `/bbs/board.php?bo_table=${bo}`,
        problem: `여분 필드 ${field}에 값이 있는 글 ${used}개: 계획(fields)에 정하지 않아 옮기지 않았습니다.`,
      });
  }

  const counted = await importComments(ctx, { board: input, comments, newIds, secretPosts, sink, base, problems }, t);
  s.comments = counted.comments;
  s.secretComments = counted.secret;
  if (t) await upsertRedirects(ctx.sequelize, uniqueRows(sink.rows), t);
  s.redirects = uniqueRows(sink.rows).length;
  return s;
}

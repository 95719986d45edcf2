// An old Q&A board brought in as 입학상담: each question keeps its asker's name, e-mail and password hash (the old
// site's, checked at the open and replaced by ours: server/auth/legacy-passwords.ts), a secret question stays
// secret, and the replies under it (staff's answers) become its answer. Comments are dropped, their links kept.
import type { Transaction } from 'sequelize';
import { tagLegacyHash } from '../auth/legacy-passwords.js';
import { ensureBoard } from '../boards/import-posts.js';
import { htmlToText } from '../html/sanitize.js';
import { upsertImportedQuestion } from '../questions/store.js';
import { upsertRedirects } from '../redirects/store.js';
import { emptySummary, type BoardInput, type RunContext } from './board-import.js';
import { hashOf, identitiesUnder, remember } from './identity.js';
import { boardRows, commentRows, postRows, type RedirectSink, uniqueRows } from './redirect-rows.js';
import type { BoardSummary } from './report.js';
import type { G5Write } from './source.js';
import { authorLabel, bodyToHtml, formatOf, isSecret, seoulTime } from './text.js';

const plain = (w: G5Write) => {
  const f = formatOf(w.wr_option);
  return f === 'text' ? w.wr_content.replace(/\r\n?/g, '\n').trim() : htmlToText(bodyToHtml(w.wr_content, f));
};

export async function importQnaBoard(ctx: RunContext, input: BoardInput, t: Transaction | null): Promise<BoardSummary> {
  const { g5, plan } = input;
  const bo = g5.bo_table;
  const s = emptySummary(input);
  // 입학상담 has no members-only form: such a board's questions come in hidden.
  if (s.readAccess === 'members') s.readAccess = 'hidden';
  const posts = input.writes.filter((w) => !Number(w.wr_is_comment));
  const questions = posts.filter((p) => p.wr_reply === '');
  const repliesOf = (q: G5Write) => posts.filter((p) => p.wr_num === q.wr_num && p.wr_reply !== '');
  const known = await identitiesUnder(ctx.sequelize, `gnuboard5:${bo}:`, t ?? undefined);
  const board = t
    ? (
        await ensureBoard(
          {
            enName: plan.to,
            name: plan.name,
            kind: 'qna',
            categories: [],
            rowsPerPage: 15,
            newBadgeHours: 24,
            maxFiles: 0,
          },
          t,
        )
      ).board
    : null;
  const sink: RedirectSink = { rows: [], source: `gnuboard5:${bo}` };
  const base = `/board/${plan.to}`;
  boardRows(sink, bo, base, null);
  const ids = new Map<number, number>();
  for (const q of questions) {
    s.posts += 1;
    const replies = repliesOf(q);
    s.replies += replies.length;
    const secret = isSecret(q.wr_option) || plan.visibility !== 'public';
    if (secret) s.secret += 1;
    const passwordHash = q.wr_password ? tagLegacyHash(q.wr_password) : null;
    if (q.wr_password && !passwordHash)
      s.problems.push({
        url: `/bbs/board.php?bo_table=${bo}&wr_id=${q.wr_id}`,
        problem: '비밀번호 형식을 알 수 없어 질문자가 비밀번호로 열 수 없습니다(관리자는 볼 수 있습니다).',
      });
    if (Number(q.wr_file) > 0)
      s.problems.push({
        url: `/bbs/board.php?bo_table=${bo}&wr_id=${q.wr_id}`,
        problem: '입학상담 질문의 첨부파일은 옮기지 않습니다.',
      });
    const at = seoulTime(q.wr_datetime) ?? ctx.unknownDate;
    const answer = replies.length ? replies.map(plain).join('\n\n') : null;
    const hash = hashOf({ q: { ...q, wr_ip: undefined, wr_hit: undefined }, replies, secret });
    const prior = known.get(`gnuboard5:${bo}:${q.wr_id}`);
    let id = prior?.id ?? 0;
    if (prior && prior.hash === hash) s.unchanged += 1;
    else {
      if (prior) s.updated += 1;
      else s.added += 1;
      if (t && board) {
        id = await upsertImportedQuestion(
          ctx.sequelize,
          prior?.id ?? null,
          {
            boardId: board.id,
            title: q.wr_subject.slice(0, 200) || '(제목 없음)',
            body: plain(q) || '(내용 없음)',
            secret,
            lang: 'ko',
            name: authorLabel(q.wr_name),
            email: q.wr_email,
            passwordHash: passwordHash ?? '',
            at,
            answer,
            answeredAt: replies.length ? (seoulTime(replies[0].wr_datetime) ?? at) : null,
          },
          t,
        );
        await remember(
          ctx.sequelize,
          { key: `gnuboard5:${bo}:${q.wr_id}`, kind: 'question', table: 'questions', id, hash },
          t,
        );
      }
    }
    ids.set(Number(q.wr_id), id);
    postRows(sink, bo, Number(q.wr_id), q.wr_seo_title ?? '', `${base}/${id}`);
    // A reply's old address leads to the question it answers.
    for (const r of replies) {
      ids.set(Number(r.wr_id), id);
      postRows(sink, bo, Number(r.wr_id), r.wr_seo_title ?? '', `${base}/${id}`);
    }
  }
  for (const c of input.writes.filter((w) => Number(w.wr_is_comment))) {
    s.comments += 1;
    const parent = ids.get(Number(c.wr_parent));
    if (parent === undefined)
      s.problems.push({
        url: `/bbs/board.php?bo_table=${bo}&wr_id=${c.wr_id}`,
        problem: `글이 없는 댓글입니다 (wr_parent ${c.wr_parent}).`,
      });
    else if (t) commentRows(sink, bo, Number(c.wr_id), `${base}/${parent}`);
  }
  if (t) await upsertRedirects(ctx.sequelize, uniqueRows(sink.rows), t);
  s.redirects = uniqueRows(sink.rows).length;
  return s;
}

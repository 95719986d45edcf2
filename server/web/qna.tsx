// 입학상담's public pages (board kind 'qna'): the list /board/:enName, the ask form /board/:enName/write
// and a question /board/:enName/:id, whose password form posts to itself. Plain forms (no JavaScript needed), posted
// from this site only, through the same rules as POST /api/questions and /api/questions/:id/open
// (server/questions/). Pages with a visitor's question or form are never cached (no-store), sent compressed.
import express, { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { maskAskerName, PUBLIC_QNA_AUTHOR } from '../../domain/questions.js';
import { renderPage } from '../../public-web/document.js';
import { QnaAskForm } from '../../public-web/qna/QnaAskForm.js';
import { QnaList } from '../../public-web/qna/QnaList.js';
import { QnaView, type QuestionView } from '../../public-web/qna/QnaView.js';
import type { Publisher } from '../cache/publish.js';
import type { MenuCache } from '../cache/menu.js';
import type { SettingsCache } from '../cache/settings.js';
import { clientIp } from '../http/client-ip.js';
import { sendHtmlOnce } from '../http/encoding.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseWith, rejectNul } from '../middleware/validate.js';
import { askQuestion } from '../questions/ask.js';
import { issueFormToken } from '../questions/form-token.js';
import { questionGuards } from '../questions/guards.js';
import { openQuestion } from '../questions/open.js';
import { askInput, openInput } from '../questions/schema.js';
import { boardPage, findQuestion, qnaBoard, type QuestionRow } from '../questions/store.js';
import { QUESTION_FIELD_LABELS } from '../../domain/questions.js';
import { FAQ_PATHS } from '../../domain/faqs.js';
import { formOnly, sameOriginOnly } from './receipt/lookup.js';

export interface QnaPageDeps {
  settings: SettingsCache;
  menu: MenuCache;
  sequelize: Sequelize;
  publisher: Publisher;
  jwtSecret: string;
  publicUrl: string;
}

// The ask form: a question of up to 5000 characters (Korean is 3 bytes each) and a few short fields.
const formBody = express.urlencoded({ extended: false, limit: '48kb', parameterLimit: 20 });

const author = (q: QuestionRow) => (q.madePublicAt ? PUBLIC_QNA_AUTHOR : maskAskerName(q.name));

const viewOf = (q: QuestionRow, full: boolean): QuestionView => ({
  id: q.id,
  title: q.title,
  body: q.body,
  author: full ? (q.name ?? PUBLIC_QNA_AUTHOR) : author(q),
  createdAt: q.createdAt,
  answer: q.answer,
  answeredAt: q.answeredAt,
});

export function qnaPages(deps: QnaPageDeps): Router {
  const { settings, menu, sequelize, publicUrl } = deps;
  const guards = questionGuards(sequelize);
  const r = Router();

  const boardOf = async (req: Request) => {
    const name = String(req.params.enName);
    return /^[a-z][a-z0-9_]{1,39}$/.test(name) ? qnaBoard(sequelize, name) : null;
  };

  const send = async (req: Request, res: Response, title: string, children: preact.ComponentChildren, status = 200) => {
    const [s, m] = await Promise.all([settings.get(), menu.get()]);
    const html = renderPage({ path: req.path, title, settings: s, menu: m, origin: publicUrl, children });
    sendHtmlOnce(req, res.status(status), html);
  };

  r.get('/board/:enName', async (req, res, next) => {
    const board = await boardOf(req);
    if (!board) return next();
    const pageNum = Number(req.query.page);
    const page = Number.isInteger(pageNum) && pageNum >= 1 ? Math.min(pageNum, 100_000) : 1;
    const { rows, total } = await boardPage(sequelize, board.id, {
      offset: (page - 1) * board.rowsPerPage,
      limit: board.rowsPerPage,
    });
    const list = rows.map((q) => ({
      id: q.id,
      title: q.title,
      secret: q.secret,
      author: author(q),
      createdAt: q.createdAt,
      answered: q.answer !== null,
    }));
    const pages = Math.max(1, Math.ceil(total / board.rowsPerPage));
    await send(
      req,
      res,
      page > 1 ? `${board.name} (${page}페이지)` : board.name,
      <QnaList board={board} rows={list} total={total} page={page} pages={pages} rowsPerPage={board.rowsPerPage} />,
    );
  });

  const askPage = async (
    req: Request,
    res: Response,
    board: { enName: string; name: string },
    extra = {},
    status = 200,
  ) => {
    const s = await settings.get();
    await send(
      req,
      res,
      `${board.name} 질문하기`,
      <QnaAskForm
        board={board}
        formToken={issueFormToken(deps.jwtSecret, now())}
        retentionDays={s.questionRetentionDays}
        {...extra}
      />,
      status,
    );
  };

  r.get('/board/:enName/write', async (req, res, next) => {
    const board = await boardOf(req);
    if (!board) return next();
    await askPage(req, res, board);
  });

  r.post('/board/:enName/write', sameOriginOnly, formOnly, formBody, rejectNul, async (req, res, next) => {
    const board = await boardOf(req);
    if (!board) return next();
    const raw = (req.body ?? {}) as Record<string, string>;
    const values = { name: raw.name ?? '', email: raw.email ?? '', title: raw.title ?? '', body: raw.body ?? '' };
    const secretValue = raw.secret === 'on' || raw.secret === 'off' ? raw.secret : undefined;
    try {
      const input = parseWith(
        askInput,
        {
          ...values,
          boardEnName: board.enName,
          password: raw.password ?? '',
          secret: secretValue,
          consentPrivacy: raw.consentPrivacy === 'on',
          website: raw.website ?? '',
          formToken: raw.formToken ?? '',
        },
        QUESTION_FIELD_LABELS,
      );
      const { id } = await askQuestion({ ...deps, guards }, input, clientIp(req));
      res.redirect(303, `/board/${board.enName}/${id}?asked=1`);
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status !== 400 && err.status !== 429)) throw err;
      if (err.headers) res.set(err.headers);
      await askPage(
        req,
        res,
        board,
        { values: { ...values, secret: secretValue }, error: err.message, errors: err.errors ?? {} },
        err.status,
      );
    }
  });

  const questionOf = async (req: Request) => {
    const board = await boardOf(req);
    if (!board || !/^\d{1,9}$/.test(String(req.params.id))) return null;
    const q = await findQuestion(sequelize, Number(req.params.id));
    if (!q || q.boardId !== board.id)
      throw notFound('질문을 찾을 수 없습니다. 삭제되었거나 보관 기간이 지나 파기된 질문입니다.');
    return { board, q };
  };

  r.get('/board/:enName/:id', async (req, res, next) => {
    const found = await questionOf(req);
    if (!found) return next();
    const { board, q } = found;
    // Moved into the FAQ: the entry is where it lives now (its asker's password is gone).
    if (q.madePublicAt && q.secret) {
      if (!q.faqId) throw notFound('질문을 찾을 수 없습니다.');
      return res.redirect(301, `${FAQ_PATHS.ko}#faq-${q.faqId}`);
    }
    const shown = q.secret ? null : viewOf(q, false);
    await send(
      req,
      res,
      q.secret ? `비밀글 | ${board.name}` : `${q.title} | ${board.name}`,
      <QnaView board={board} id={q.id} question={shown} asked={req.query.asked === '1'} />,
    );
  });

  r.post('/board/:enName/:id', sameOriginOnly, formOnly, formBody, rejectNul, async (req, res, next) => {
    const found = await questionOf(req);
    if (!found) return next();
    const { board, q } = found;
    try {
      const { password } = parseWith(openInput, { password: (req.body as Record<string, string>)?.password ?? '' });
      const opened = await openQuestion(sequelize, guards, q.id, password, clientIp(req));
      await send(
        req,
        res,
        `${opened.title} | ${board.name}`,
        <QnaView board={board} id={q.id} question={viewOf(opened, true)} />,
      );
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status !== 400 && err.status !== 429)) throw err;
      if (err.headers) res.set(err.headers);
      await send(
        req,
        res,
        `비밀글 | ${board.name}`,
        <QnaView board={board} id={q.id} question={null} error={err.message} />,
        err.status,
      );
    }
  });

  return r;
}

// One 입학상담 question (/board/qna/:id): a public one shows its text and answer; a secret one asks for the password
// (a plain form that posts to the page itself, so it works without JavaScript) and then shows both.
import { SECRET_TITLE } from '../../domain/questions.js';
import { formatDate, seoulDay } from '../../domain/time.js';
import { richTextWithoutStyles } from '../lib/rich-text-styles.js';
import { scrollableTables } from '../lib/scrollable-tables.js';
import { BoardHeading } from '../boards/parts.js';
import { StatusBadge } from './QnaList.js';

export interface QuestionView {
  id: number;
  title: string;
  /** Plain text as asked. */
  body: string;
  author: string;
  createdAt: Date;
  /** Sanitized HTML (the post policy), or null while waiting. */
  answer: string | null;
  answeredAt: Date | null;
}

export interface QnaViewProps {
  board: { enName: string; name: string };
  id: number;
  /** The question when it may be shown: public, or opened with the password. */
  question: QuestionView | null;
  /** Just asked: the confirmation above the password form. */
  asked?: boolean;
  error?: string;
}

function PasswordForm({ action, error, asked }: { action: string; error?: string; asked?: boolean }) {
  return (
    <form class="qna-open auth-form" method="post" action={action} noValidate>
      {asked && (
        <p class="qna-done" role="status">
          질문이 등록되었습니다. 답변이 등록되면 이메일로 알려드립니다. 질문할 때 정한 비밀번호로 언제든 이 화면에서
          질문과 답변을 확인할 수 있습니다.
        </p>
      )}
      <p>
        <span class="qna-lock" aria-hidden="true">
          🔒
        </span>
        {SECRET_TITLE}. 질문할 때 정한 비밀번호를 입력하면 질문과 답변을 볼 수 있습니다.
      </p>
      {error && (
        <p class="form-error" role="alert" id="qna-open-error">
          {error}
        </p>
      )}
      <div class={error ? 'field has-error' : 'field'}>
        <label for="qna-password">비밀번호</label>
        <input
          id="qna-password"
          name="password"
          type="password"
          required
          autocomplete="current-password"
          aria-describedby={error ? 'qna-open-error' : undefined}
          aria-invalid={error ? 'true' : undefined}
        />
      </div>
      <button class="btn btn-primary" type="submit">
        확인
      </button>
    </form>
  );
}

export function QnaView({ board, id, question, asked, error }: QnaViewProps) {
  const base = `/board/${board.enName}`;
  return (
    <section class="bd qna" aria-labelledby="bd-title">
      <BoardHeading title={board.name} />
      {question ? (
        <article class="qna-article">
          <header class="bd-view-head">
            <h2 class="qna-title">{question.title}</h2>
            <p class="qna-meta">
              <span>작성자 {question.author}</span> <span aria-hidden="true">·</span>{' '}
              <time dateTime={seoulDay(question.createdAt)}>{formatDate(question.createdAt)}</time>{' '}
              <StatusBadge answered={question.answer !== null} />
            </p>
          </header>
          <div class="qna-body">{question.body}</div>
          <section class="qna-answer" aria-labelledby="qna-answer-title">
            <h3 id="qna-answer-title">답변</h3>
            {question.answer ? (
              <>
                {question.answeredAt && (
                  <p class="qna-meta">
                    <time dateTime={seoulDay(question.answeredAt)}>{formatDate(question.answeredAt)}</time> 입학상담
                    담당
                  </p>
                )}
                <div
                  class="bd-content"
                  dangerouslySetInnerHTML={{ __html: scrollableTables(richTextWithoutStyles(question.answer)) }}
                />
              </>
            ) : (
              <p>아직 답변을 준비하고 있습니다. 답변이 등록되면 이메일로 알려드립니다.</p>
            )}
          </section>
        </article>
      ) : (
        <PasswordForm action={`${base}/${id}`} error={error} asked={asked} />
      )}
      <p class="qna-back">
        <a href={base}>목록으로</a>
      </p>
    </section>
  );
}

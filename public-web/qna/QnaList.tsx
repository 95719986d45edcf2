// 입학상담's list (/board/qna): each question's title (비밀글입니다 for a secret one), the asker's masked name, the
// date and 답변대기 or 답변완료; the way to ask; paging. Server-rendered, no JavaScript needed.
import { SECRET_TITLE } from '../../domain/questions.js';
import { formatDate, seoulDay } from '../../domain/time.js';
import { BoardHeading, ListSummary, Pagination } from '../boards/parts.js';
import type { ListParams } from '../boards/params.js';

export interface QnaRowView {
  id: number;
  title: string;
  secret: boolean;
  author: string;
  createdAt: Date;
  answered: boolean;
}

export interface QnaListProps {
  board: { enName: string; name: string };
  rows: QnaRowView[];
  total: number;
  page: number;
  pages: number;
  rowsPerPage: number;
}

export function StatusBadge({ answered }: { answered: boolean }) {
  return <span class={answered ? 'qna-status is-done' : 'qna-status'}>{answered ? '답변완료' : '답변대기'}</span>;
}

export function QnaList({ board, rows, total, page, pages, rowsPerPage }: QnaListProps) {
  const base = `/board/${board.enName}`;
  const params: ListParams = { page, field: 'title_content', q: '', category: '' };
  return (
    <section class="bd qna" aria-labelledby="bd-title">
      <BoardHeading title={board.name}>
        <a class="qna-ask" href={`${base}/write`}>
          질문하기
        </a>
      </BoardHeading>
      <p class="qna-intro">
        입학에 관해 궁금한 점을 남겨주세요. 질문은 기본으로 비밀글이며, 질문할 때 정한 비밀번호로 답변을 확인할 수
        있습니다. 답변이 등록되면 이메일로 알려드립니다. 먼저 <a href="/entrance/faq">자주 묻는 질문</a>을 확인해
        보세요.
      </p>
      <ListSummary total={total} params={params} pages={pages} />
      <table class="bd-table qna-table">
        <caption class="bd-sr">{board.name} 목록: 번호, 제목, 작성자, 작성일, 답변 상태</caption>
        <thead>
          <tr>
            <th scope="col" class="bd-num">
              번호
            </th>
            <th scope="col" class="bd-subject">
              제목
            </th>
            <th scope="col" class="bd-author">
              작성자
            </th>
            <th scope="col" class="bd-date">
              작성일
            </th>
            <th scope="col" class="qna-state">
              상태
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((q, i) => (
            <tr>
              <td class="bd-num">{(total - (page - 1) * rowsPerPage - i).toLocaleString('ko-KR')}</td>
              <td class="bd-subject">
                <a href={`${base}/${q.id}`}>
                  {q.secret ? (
                    <>
                      <span class="qna-lock" aria-hidden="true">
                        🔒
                      </span>
                      {SECRET_TITLE}
                    </>
                  ) : (
                    q.title
                  )}
                </a>
              </td>
              <td class="bd-author">{q.author}</td>
              <td class="bd-date">
                <time dateTime={seoulDay(q.createdAt)}>{formatDate(q.createdAt)}</time>
              </td>
              <td class="qna-state">
                <StatusBadge answered={q.answered} />
              </td>
            </tr>
          ))}
          {!rows.length && (
            <tr>
              <td class="bd-empty" colSpan={5}>
                아직 등록된 질문이 없습니다.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Pagination base={base} params={params} pages={pages} />
    </section>
  );
}

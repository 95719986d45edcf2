// What an import found and did: the --json object (boards with their counts and problems, pages, faqs, menu, visits,
// redirects, problems) and the same as a Korean HTML report per board, readable on its own or in the admin.
import type { Problem } from './content.js';
import type { ManagerCandidate } from './managers.js';
import type { MembersSummary } from './members/member.js';
import { membersHtml, membersJson } from './members/report.js';

export interface BoardSummary {
  from: string;
  to: string;
  name: string;
  kind: string;
  posts: number;
  replies: number;
  comments: number;
  /** Of the comments, those secret (or under a secret post): kept for staff only. */
  secretComments?: number;
  /** Whether the plan kept the comments under their posts. */
  commentsKept?: boolean;
  attachments: number;
  images: number;
  links: number;
  secret: number;
  membersOnly: number;
  /** How the board came in: as the old site showed it, for signed-in members or one member group, or hidden. */
  readAccess: 'public' | 'members' | 'group' | 'hidden';
  skipped: number;
  added: number;
  updated: number;
  unchanged: number;
  redirects?: number;
  problems: Problem[];
}

export interface MenuLine {
  depth: number;
  name: string;
  from: string;
  to: string | null;
}

export interface ImportSummary {
  dryRun: boolean;
  /** The report's heading (the Gnuboard5 one's when not given). */
  title?: string;
  boards: BoardSummary[];
  pages: number;
  faqs: number;
  menu: MenuLine[];
  visits: number;
  redirects: number;
  members: MembersSummary;
  leftBehind: { table: string; label: string; count: number }[];
  problems: Problem[];
  /** The old board and group managers, candidates for scoped editors. */
  managers?: ManagerCandidate[];
}

/** The --json object, exactly with item 1's names. */
export function jsonSummary(s: ImportSummary) {
  return {
    boards: s.boards.map((b) => ({
      from: b.from,
      to: b.to,
      posts: b.posts + b.replies,
      comments: b.comments,
      attachments: b.attachments,
      images: b.images,
      links: b.links,
      secret: b.secret,
      membersOnly: b.membersOnly,
      readAccess: b.readAccess,
      skipped: b.skipped,
      problems: b.problems,
    })),
    pages: s.pages,
    faqs: s.faqs,
    menu: s.menu.length,
    visits: s.visits,
    redirects: s.redirects,
    members: membersJson(s.members),
    problems: s.problems,
    managers: s.managers ?? [],
  };
}

const esc = (v: unknown) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const KIND: Record<string, string> = {
  list: '목록형',
  gallery: '갤러리형',
  calendar: '달력형(일정)',
  professor: '교수진',
  qna: '입학상담',
};

function problemList(problems: Problem[]): string {
  if (!problems.length) return '<p>문제 없음</p>';
  return `<table><thead><tr><th>옛 주소</th><th>문제</th></tr></thead><tbody>${problems
    .map((p) => `<tr><td><code>${esc(p.url)}</code></td><td>${esc(p.problem)}</td></tr>`)
    .join('')}</tbody></table>`;
}

function commentLine(b: BoardSummary): string {
  if (b.kind === 'qna') return ': 입학상담에는 댓글을 옮기지 않습니다.';
  if (b.commentsKept === false) return ': 계획에 따라 옮기지 않습니다.';
  const secret = b.secretComments ?? 0;
  return `: 글 아래에 읽기 전용으로 옮깁니다${secret ? ` (비밀 댓글 ${secret}개는 관리자만 봄)` : ''}.`;
}

function managerList(managers: ManagerCandidate[] | undefined): string {
  if (!managers?.length) return '<p>게시판 관리자가 지정되어 있지 않았습니다.</p>';
  return `<table><thead><tr><th>옛 회원 아이디</th><th>관리하던 게시판</th><th>관리하던 그룹</th></tr></thead><tbody>${managers
    .map(
      (m) =>
        `<tr><td><code>${esc(m.login)}</code></td><td>${esc(m.boards.join(', ') || '-')}</td><td>${esc(m.groups.join(', ') || '-')}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

export function htmlReport(s: ImportSummary): string {
  const boards = s.boards
    .map(
      (
        b,
      ) => `<section><h2>${esc(b.name)} <small>(${esc(b.from)} → ${esc(b.to)}, ${esc(KIND[b.kind] ?? b.kind)})</small></h2>
<ul>
<li>글 ${b.posts}개, 답변글 ${b.replies}개 (새로 ${b.added}, 바뀜 ${b.updated}, 그대로 ${b.unchanged})</li>
<li>댓글 ${b.comments}개${commentLine(b)} 옛 댓글 주소는 그 글의 댓글 자리(#c_번호)로 이어집니다.</li>
<li>첨부파일 ${b.attachments}개, 본문 이미지 ${b.images}개 옮김, 본문 안 옛 사이트 링크 ${b.links}개 새 주소로 바꿈</li>
<li>비밀글 ${b.secret}개: 방문자에게 보이지 않는 임시저장 글(관리자만 봄)로 옮깁니다.</li>
<li>회원 전용 글 ${b.membersOnly}개${b.membersOnly ? (b.readAccess === 'members' ? ': 로그인한 회원만 읽는 게시판(읽기 권한 회원)으로 옮깁니다.' : b.readAccess === 'group' ? ': 한 회원 그룹만 읽는 게시판(읽기 권한 그룹)으로 옮깁니다.' : ': 게시판 전체를 방문자에게 숨겨 옮깁니다(관리자만 봄).') : ''}</li>
<li>옛 주소 ${b.redirects ?? 0}개를 새 주소로 연결(301)</li>
</ul>
<h3>문제 ${b.problems.length}건</h3>
${problemList(b.problems)}
</section>`,
    )
    .join('\n');
  const menu = s.menu.length
    ? `<table><thead><tr><th>메뉴</th><th>옛 링크</th><th>새 주소</th></tr></thead><tbody>${s.menu
        .map(
          (m) =>
            `<tr><td>${'&nbsp;&nbsp;'.repeat(m.depth)}${esc(m.name)}</td><td><code>${esc(m.from)}</code></td><td>${
              m.to ? `<code>${esc(m.to)}</code>` : '(연결할 곳 없음)'
            }</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>옛 메뉴가 없습니다.</p>';
  const left = s.leftBehind.length
    ? `<ul>${s.leftBehind.map((l) => `<li>${esc(l.label)} (${esc(l.table)}): ${l.count}건</li>`).join('')}</ul>`
    : '<p>없음</p>';
  const title = esc(s.title ?? '그누보드5 가져오기 보고서');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}code{word-break:break-all}</style>
</head><body>
<h1>${title}${s.dryRun ? ' (미리 보기: 아무것도 쓰지 않았습니다)' : ''}</h1>
<p>게시판 ${s.boards.length}개, 페이지 ${s.pages}개(페이지 관리에 검토용 임시저장), 자주 묻는 질문 ${s.faqs}개, 방문자 일별 합계 ${s.visits}일, 옛 주소 연결 ${s.redirects}개.</p>
${boards}
<section><h2>게시판 관리자 (담당 범위 후보)</h2><p>옛 사이트의 게시판·그룹 관리자(bo_admin, gr_admin)입니다. 계정과 권한은 만들지 않았습니다: 필요하면 그 사람의 관리자 계정을 만들고 관리자 계정 수정에서 이 게시판들로 담당 범위를 정해주세요.</p>${managerList(s.managers)}</section>
<section><h2>옛 메뉴</h2><p>우리 메뉴는 바꾸지 않습니다. 옛 메뉴의 각 링크가 이어질 새 주소입니다.</p>${menu}</section>
${membersHtml(s.members)}
<section><h2>가져오지 않은 것</h2><p>${s.title ? '쪽지, 포인트, 방문 기록, 회원의 IP와 그 밖의 프로필' : '쪽지, 포인트, 방문 기록, 1:1 문의, 회원의 IP와 그 밖의 프로필, dbconfig.php'}는 옮기지 않습니다. 가져오기를 실행하면 파기 대장에 남습니다.</p>${left}</section>
<section><h2>그 밖의 문제 ${s.problems.length}건</h2>${problemList(s.problems)}</section>
</body></html>
`;
}

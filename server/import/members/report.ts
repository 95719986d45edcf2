// The members part of an import's report: the --json object and the Korean HTML section.
import { BARRED_REASONS, type BarredReason, type MembersSummary } from './member.js';

export function membersJson(m: MembersSummary) {
  return {
    found: m.found,
    imported: m.imported,
    unchanged: m.unchanged,
    barred: m.barred,
    duplicateEmails: m.duplicateEmails,
    problems: m.problems,
    admins: m.admins,
    consents: m.consents,
  };
}

const esc = (v: unknown) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function membersHtml(m: MembersSummary): string {
  const barred = (Object.keys(BARRED_REASONS) as BarredReason[])
    .filter((k) => m.barred[k])
    .map((k) => `<li>${esc(BARRED_REASONS[k])} ${m.barred[k]}명: 가져오지 않고 파기 대장에 남깁니다.</li>`)
    .join('');
  const duplicates = m.duplicateEmails.length
    ? `<h3>대소문자만 다른 이메일 ${m.duplicateEmails.length}건 (어느 쪽도 가져오지 않음)</h3><ul>${m.duplicateEmails
        .map(
          (d) => `<li><code>${esc(d.email)}</code>: ${d.oldIds.map((i) => `<code>${esc(i)}</code>`).join(', ')}</li>`,
        )
        .join('')}</ul><p>같은 사람인지 확인한 뒤 한 계정만 새로 만들게 안내해주세요.</p>`
    : '';
  const problems = m.problems.length
    ? `<h3>가져오지 않은 회원 ${m.problems.length}명</h3><table><thead><tr><th>옛 아이디</th><th>까닭</th></tr></thead><tbody>${m.problems
        .map((p) => `<tr><td><code>${esc(p.oldId)}</code></td><td>${esc(p.problem)}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const admins = m.admins.length
    ? `<ul>${m.admins
        .map(
          (a) =>
            `<li><code>${esc(a.oldId)}</code> ${esc(a.name)}: ${a.imported ? '일반 회원으로 가져옴' : '가져오지 않음'}</li>`,
        )
        .join('')}</ul>`
    : '<p>없음</p>';
  return `<section><h2>회원</h2>
<ul>
<li>옛 회원 ${m.found}명 중 ${m.imported}명을 새로 가져오고 ${m.unchanged}명은 이전 실행에서 가져온 그대로 둡니다.</li>
<li>옛 비밀번호로 로그인할 수 있습니다. 첫 로그인 때 한 번 확인하고 새 방식(argon2id)으로 바꿔 저장합니다.</li>
<li>아이디, 이름, 이메일, 휴대전화만 옮깁니다. IP 주소와 그 밖의 프로필 항목은 파기 대장에 남깁니다.</li>
<li>메일 수신 동의 ${m.consents.added}건을 동의한 날짜 그대로 입학 소식 구독으로 옮깁니다(2년마다 다시 동의를 받습니다). 2년이 지난 동의 ${m.consents.lapsed}건은 옮기지 않습니다.</li>
${barred}
</ul>
${duplicates}${problems}
<h3>옛 사이트의 관리자</h3><p>관리자 계정은 만들지 않습니다. 필요한 분에게는 보안 › 회원 관리에서 직원 권한을 따로 주세요.</p>${admins}
</section>`;
}

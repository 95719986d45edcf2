// What applicants, students and parents type into 통합검색, each with the answer they came for (a page, a department,
// a board, a professor, a FAQ entry or a post of the sample content, by its address or its title). The measure of
// search quality (scripts/search-quality.ts, quality.test.ts) counts how many find one of their answers in the
// first three results.

/** One right answer: its address (without the #part), its title, or both. */
export interface Answer {
  url?: string;
  title?: string;
}

export interface Question {
  q: string;
  /** The Chinese search (/china/search) instead of /search. */
  zh?: boolean;
  answers: Answer[];
}

const FEES_FAQ = { title: '등록금과 장학금 제도가 궁금합니다.' };
const CONTACT = { url: '/introduce/contact' };
const PROFESSORS = { url: '/introduce/professor' };
const REGIST = { url: '/bachelor_degree/regist' };
const CHINA_MBA = { url: '/china/info_1' };

export const SEARCH_QUESTIONS: Question[] = [
  // Departments, by name, by part of it and by another word for it.
  { q: '가업승계', answers: [{ url: '/department/succession' }] },
  { q: '가업 승계', answers: [{ url: '/department/succession' }] },
  { q: '창업경영학과', answers: [{ url: '/department/startup_business' }] },
  { q: '창업', answers: [{ url: '/department/startup_business' }] },
  { q: '중소기업경영', answers: [{ url: '/department/small_business' }] },
  { q: 'AI 비즈니스', answers: [{ url: '/department/ai_business' }] },
  { q: '인공지능', answers: [{ url: '/department/ai_business' }] },
  { q: '글로벌비즈니스학과', answers: [{ url: '/department/global_business' }] },
  { q: '선교', answers: [{ url: '/department/missionary' }] },
  { q: '기업지속경영', answers: [{ url: '/department/continuty' }] },
  { q: '커리큘럼', answers: [{ url: '/department/roadmap' }] },
  { q: '교육과정', answers: [{ url: '/department/roadmap' }] },
  // Pages of 대학원 소개 and 입학안내.
  { q: '교수진', answers: [PROFESSORS] },
  { q: '교수', answers: [PROFESSORS] },
  { q: '오시는 길', answers: [CONTACT] },
  { q: '오시는길', answers: [CONTACT] },
  { q: '찾아오는 길', answers: [CONTACT] },
  { q: '위치', answers: [CONTACT] },
  { q: '원장님 인사말', answers: [{ url: '/introduce/greeting' }] },
  { q: '연혁', answers: [{ url: '/introduce/history' }] },
  { q: '역사', answers: [{ url: '/introduce/history' }] },
  { q: '교육이념', answers: [{ url: '/introduce/education' }] },
  { q: '모집요강', answers: [{ url: '/entrance/recruit' }] },
  { q: '입시 요강', answers: [{ url: '/entrance/recruit' }] },
  { q: '제출서류', answers: [{ url: '/entrance/document' }] },
  { q: '구비서류', answers: [{ url: '/entrance/document' }] },
  { q: '원서접수', answers: [{ url: '/receipt' }] },
  { q: '원서', answers: [{ url: '/receipt' }] },
  { q: '자주 묻는 질문', answers: [{ url: '/entrance/faq' }] },
  { q: 'FAQ', answers: [{ url: '/entrance/faq' }] },
  { q: '개인정보처리방침', answers: [{ url: '/policy/privacy' }] },
  { q: '벤처연구소', answers: [{ url: '/venture/info' }] },
  { q: '입학 소식', answers: [{ url: '/subscribe' }] },
  { q: '브로슈어', answers: [{ url: '/brochure.pdf' }] },
  { q: '휴학', answers: [REGIST] },
  { q: '재입학', answers: [REGIST] },
  { q: '복학 신청', answers: [REGIST, { title: '복학원서' }] },
  // Boards, by their names.
  { q: '공지사항', answers: [{ url: '/board/notice' }] },
  { q: '공지', answers: [{ url: '/board/notice' }] },
  { q: '학사일정', answers: [{ url: '/board/calendar' }] },
  { q: '학사 일정', answers: [{ url: '/board/calendar' }] },
  { q: '서식자료', answers: [{ url: '/board/form_data' }] },
  { q: '갤러리', answers: [{ url: '/board/special_gallery' }] },
  { q: '자료실', answers: [{ url: '/board/special_notice' }] },
  { q: '입학상담', answers: [{ url: '/board/qna' }] },
  { q: '연구소 게시판', answers: [{ url: '/board/major_board' }] },
  // The China MBA, with and without the space.
  { q: '중국 MBA', answers: [CHINA_MBA] },
  { q: '중국MBA', answers: [CHINA_MBA] },
  // Professors by name.
  { q: '박민호', answers: [PROFESSORS] },
  { q: '박민호 교수', answers: [PROFESSORS] },
  { q: '장웨이', answers: [PROFESSORS] },
  // FAQ entries, in the words people use.
  { q: '학비', answers: [FEES_FAQ] },
  { q: '등록금', answers: [FEES_FAQ, { title: '2026학년도 2학기 등록금 납부 안내' }] },
  { q: '장학금', answers: [FEES_FAQ] },
  { q: '면접', answers: [{ title: '면접은 어떻게 진행되나요?' }] },
  { q: '전형료 환불', answers: [{ title: '전형료를 냈는데 지원을 취소하면 돌려받을 수 있나요?' }] },
  { q: '직장인', answers: [{ title: '직장에 다니면서 수업을 들을 수 있나요?' }] },
  { q: '졸업 기간', answers: [{ title: '졸업까지 몇 학기가 걸리나요?' }] },
  { q: '비전공자', answers: [{ title: '학부 전공과 관계없이 지원할 수 있나요?' }] },
  // Posts by what they are about.
  { q: '휴학원서', answers: [{ title: '휴학원서' }] },
  { q: '등록금 납부', answers: [{ title: '2026학년도 2학기 등록금 납부 안내' }] },
  { q: '수강신청', answers: [{ title: '2026학년도 2학기 수강신청 정정 기간 안내' }] },
  { q: '신입생 모집', answers: [{ title: '2027학년도 전기 신입생 모집 안내' }, { url: '/entrance/recruit' }] },
  // The Chinese search.
  { q: '学费', zh: true, answers: [{ title: '学费和奖学金制度是怎样的？' }] },
  { q: '奖学金', zh: true, answers: [{ title: '学费和奖学金制度是怎样的？' }] },
  { q: '面试', zh: true, answers: [{ title: '面试如何进行？' }] },
  { q: '课程设置', zh: true, answers: [{ url: '/china/info_2' }] },
  { q: '招生指南', zh: true, answers: [{ url: '/china/info_4' }] },
  { q: '项目介绍', zh: true, answers: [{ url: '/china/info_1' }] },
  { q: '毕业', zh: true, answers: [{ title: '毕业需要几个学期？' }] },
];

/**
 * More questions, written after the ranking was tuned on the list above and never tuned on: the measure of how
 * search does on questions nobody prepared it for.
 */
export const UNSEEN_QUESTIONS: Question[] = [
  { q: '입학 자격', answers: [{ url: '/entrance/recruit' }] },
  { q: '지원 자격', answers: [{ url: '/entrance/recruit' }, { title: '학부 전공과 관계없이 지원할 수 있나요?' }] },
  { q: '전형 일정', answers: [{ url: '/entrance/recruit' }, { url: '/board/calendar' }] },
  { q: '주차', answers: [{ url: '/introduce/contact' }] },
  { q: '지하철', answers: [{ url: '/introduce/contact' }] },
  { q: '원장', answers: [{ url: '/introduce/greeting' }] },
  { q: '학위논문', answers: [{ title: '학위논문 예비심사 신청 안내' }, { title: '학위청구논문 작성 지침' }] },
  { q: '논문 작성', answers: [{ title: '학위청구논문 작성 지침' }] },
  { q: '학칙', answers: [{ title: '대학원 학칙 및 시행세칙' }] },
  { q: '지도교수', answers: [{ title: '지도교수 신청서' }] },
  { q: '학점 인정', answers: [{ title: '학점 인정 신청서' }] },
  { q: '세무', answers: [{ url: '/introduce/professor' }] },
  { q: '데이터 분석', answers: [{ url: '/introduce/professor' }, { url: '/department/ai_business' }] },
  { q: '기업 승계', answers: [{ url: '/department/succession' }] },
  { q: '가족기업', answers: [{ url: '/department/succession' }, { url: '/introduce/professor' }] },
  { q: '글로벌', answers: [{ url: '/department/global_business' }] },
  { q: '벤처', answers: [{ url: '/venture/info' }] },
  { q: '스타트업', answers: [{ url: '/department/startup_business' }, { url: '/venture/info' }] },
  { q: '상담', answers: [{ url: '/board/qna' }] },
  { q: '문의', answers: [{ url: '/board/qna' }] },
  { q: '온라인 원서접수', answers: [{ url: '/receipt' }] },
  { q: '모집 요강', answers: [{ url: '/entrance/recruit' }] },
  { q: '등록', answers: [{ url: '/bachelor_degree/regist' }] },
  { q: '졸업', answers: [{ title: '졸업까지 몇 학기가 걸리나요?' }] },
  { q: '수업 시간', answers: [{ title: '직장에 다니면서 수업을 들을 수 있나요?' }] },
  { q: '야간 수업', answers: [{ title: '직장에 다니면서 수업을 들을 수 있나요?' }] },
  { q: '课程', zh: true, answers: [{ url: '/china/info_2' }] },
  { q: '申请', zh: true, answers: [{ url: '/china/info_4' }, { title: '本科专业不同也可以申请吗？' }] },
];

export interface Measure {
  found: number;
  total: number;
  /** The questions whose answer was not in the first three, with what came instead. */
  misses: { q: string; top: string[] }[];
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The results of a search page in the order a visitor reads them: address and title. */
export function resultsOf(html: string): { url: string; title: string }[] {
  return [...html.matchAll(/class="search-title" href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => ({
    url: unescape(m[1]),
    title: unescape(m[2]),
  }));
}

const fits = (hit: { url: string; title: string }, a: Answer) =>
  (a.url === undefined || hit.url.split('#')[0] === a.url) && (a.title === undefined || hit.title === a.title);

/** Asks every question of the list on the site at `baseUrl` and counts those answered in the first three. */
export async function measureSearchQuality(baseUrl: string, questions = SEARCH_QUESTIONS): Promise<Measure> {
  const misses: Measure['misses'] = [];
  for (const question of questions) {
    const r = await fetch(`${baseUrl}${question.zh ? '/china/search' : '/search'}?q=${encodeURIComponent(question.q)}`);
    const top = resultsOf(await r.text()).slice(0, 3);
    if (!top.some((hit) => question.answers.some((a) => fits(hit, a))))
      misses.push({ q: question.q, top: top.map((h) => `${h.title} ${h.url}`) });
  }
  return { found: questions.length - misses.length, total: questions.length, misses };
}

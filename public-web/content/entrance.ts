// 입학안내: 모집요강 and 제출서류. The dates are not here: the 전형 일정 section comes from the admission rounds
// (round-schedule.ts), which staff manage at /admin/rounds.
import type { ContentPage, Section } from './types.js';

const RECRUIT_LEAD =
  '석사학위과정 신입생을 다음과 같이 모집합니다. 직장과 학업을 함께 할 수 있도록 평일 야간과 토요일에 수업합니다.';

/** The page's title and lead without a round (the page's description for search engines). */
export const recruitIntro = { title: '모집요강', lead: RECRUIT_LEAD };

/**
 * 모집요강 with the schedule of the rounds. current: the round the lead names (the open one, else the next), with
 * its term as a reader says it; null when no round is scheduled.
 */
export function recruitPage(schedule: Section, current: { name: string; term: string } | null): ContentPage {
  return {
    ...recruit,
    lead: current ? `${current.name}: ${RECRUIT_LEAD}` : RECRUIT_LEAD,
    sections: recruitSections(schedule, current),
  };
}

function recruitSections(schedule: Section, current: { term: string } | null): Section[] {
  return recruit.sections.map((s) => {
    if (s.heading === schedule.heading) return schedule;
    if (s.heading !== '모집 개요' || !current) return s;
    const [overview] = s.blocks;
    if (overview?.kind !== 'dl') return s;
    return { ...s, blocks: [{ ...overview, items: [{ term: '모집 학기', desc: current.term }, ...overview.items] }] };
  });
}

const recruit: ContentPage = {
  title: '모집요강',
  lead: RECRUIT_LEAD,
  sections: [
    {
      heading: '모집 개요',
      blocks: [
        {
          kind: 'dl',
          items: [
            { term: '학위 과정', desc: '경영학석사(MBA) 과정 — 학과별 전공 표기 (예: 경영학석사(창업경영))' },
            { term: '수업 연한', desc: '2년 (4개 학기), 30학점 이수 및 학위논문 또는 연구보고서 제출' },
            { term: '수업 시간', desc: '평일 주 2회 19:00~21:45, 격주 토요일 10:00~16:00 (학과별 상이)' },
            { term: '모집 인원', desc: '모집별로 정하며, 학과별 인원은 아래 전형 일정의 모집별 표에 안내합니다.' },
          ],
        },
      ],
    },
    {
      heading: '모집 학과',
      blocks: [
        {
          kind: 'table',
          caption: '모집 학과와 수업 요일',
          head: ['학과', '수업 요일'],
          rowHeaders: true,
          rows: [
            ['창업경영학과', '화·목 야간'],
            ['중소기업경영학과', '월·수 야간'],
            ['기업지속경영학과', '월·수 야간'],
            ['가업승계학과', '격주 토요일 주간'],
            ['선교경영학과', '화·목 야간'],
            ['글로벌비즈니스학과', '월·수 야간'],
            ['AI비즈니스학과', '화·목 야간'],
          ],
          note: '학과별 모집 인원은 전형 일정의 모집별 표에 있습니다. 지원자가 모집 인원에 미달하는 경우 인원을 조정할 수 있습니다. 중국 MBA 과정은 별도 요강으로 모집합니다.',
        },
      ],
    },
    {
      heading: '지원 자격',
      blocks: [
        {
          kind: 'list',
          items: [
            '국내외 4년제 정규 대학의 학사학위 소지자 또는 입학 전까지 학사학위 취득 예정자',
            '법령에 따라 학사학위 소지자와 같은 수준 이상의 학력이 있다고 인정된 사람 (학점은행제 학사 포함)',
            '산업체 재직자 전형: 위 학력 요건을 갖추고 원서접수 마감일 현재 중소·중견기업에 재직 중이거나 사업자등록 후 1년 이상 운영 중인 사람',
            '외국인 전형: 부모 모두 외국인인 외국 국적자로서 위 학력 요건을 갖추고 한국어능력시험(TOPIK) 3급 이상인 사람',
          ],
        },
      ],
    },
    // Replaced by the rounds' schedule (recruitPage); without rounds it reads as this sentence.
    { heading: '전형 일정', blocks: [{ kind: 'p', text: '다음 모집 일정은 확정되는 대로 알려 드립니다.' }] },
    {
      heading: '전형 방법',
      blocks: [
        {
          kind: 'table',
          caption: '전형 요소별 반영 비율',
          head: ['전형 요소', '반영 비율', '평가 내용'],
          rowHeaders: true,
          rows: [
            ['서류 평가', '50%', '학업 계획의 구체성, 경력과 지원 학과의 연관성'],
            ['면접', '50%', '지원 동기, 경영 현안에 대한 이해, 학업 지속 의지 (1인 10분 내외)'],
          ],
          note: '면접 결시자는 불합격 처리합니다. 동점자는 면접 점수가 높은 사람을 우선 선발합니다.',
        },
      ],
    },
    {
      heading: '장학 제도',
      blocks: [
        {
          kind: 'table',
          caption: '장학금 종류와 혜택',
          head: ['장학금', '대상', '혜택'],
          rowHeaders: true,
          rows: [
            ['입학 우수 장학', '입학 성적 상위 10% 이내', '첫 학기 수업료 50% 감면'],
            ['산업체 재직자 장학', '중소·중견기업 재직자 및 대표자', '매 학기 수업료 30% 감면'],
            ['동문 가족 장학', '본교 졸업생 및 그 배우자·직계가족', '매 학기 수업료 20% 감면'],
            ['학업 우수 장학', '직전 학기 평점 4.0 이상 (4.5 만점)', '해당 학기 수업료 20% 감면'],
            ['협약 기관 장학', '본 대학원과 교육 협약을 맺은 기관·단체 소속', '매 학기 수업료 20% 감면'],
          ],
          note: '장학금은 중복 지급하지 않으며, 혜택이 가장 큰 한 가지를 적용합니다. 입학금은 감면 대상에서 제외됩니다.',
        },
      ],
    },
    {
      heading: '유의 사항',
      blocks: [
        {
          kind: 'list',
          items: [
            '제출한 서류는 반환하지 않으며, 기재 내용이 사실과 다른 경우 합격 또는 입학을 취소합니다.',
            '원서접수를 마친 뒤에는 지원 학과를 바꿀 수 없습니다.',
            '전형료와 납부 방법은 모집별 전형 일정 표에 안내하며, 접수 마감 전 취소한 경우와 대학의 귀책 사유로 응시하지 못한 경우에는 전액 돌려드립니다.',
            '합격자가 등록 기간 안에 등록하지 않으면 합격을 포기한 것으로 보고 예비 합격자에게 기회를 드립니다.',
          ],
        },
      ],
    },
  ],
};

const Y = '●';
const N = '–';
const O = '○';

export const documents: ContentPage = {
  title: '제출서류',
  lead: '원서접수를 마친 뒤 아래 서류를 원서접수 마감일까지 대학원 행정실로 우편 또는 방문하여 제출해 주십시오.',
  sections: [
    {
      heading: '전형별 제출서류',
      blocks: [
        {
          kind: 'table',
          caption: '전형별 제출서류 (● 필수, ○ 해당자, – 제출하지 않음)',
          head: ['서류', '일반 전형', '산업체 재직자 전형', '외국인 전형', '비고'],
          rowHeaders: true,
          rows: [
            ['입학원서', Y, Y, Y, '온라인 원서접수 후 출력'],
            ['자기소개서 및 학업계획서', Y, Y, Y, '대학원 소정 양식 (서식자료실)'],
            ['학사 졸업(예정)증명서', Y, Y, Y, '원본 1부'],
            ['대학 전 학년 성적증명서', Y, Y, Y, '원본 1부'],
            ['재직증명서 또는 사업자등록증명', O, Y, O, '발급일 1개월 이내'],
            ['4대 사회보험 가입자 가입내역 확인서', N, Y, N, '산업체 재직자 장학 신청 시'],
            ['학력조회 동의서', Y, Y, Y, '대학원 소정 양식'],
            ['여권 사본', N, N, Y, '유효기간이 남은 여권'],
            ['외국인등록증 사본', N, N, O, '국내 체류자에 한함'],
            ['한국어능력시험(TOPIK) 성적증명서', N, N, Y, '3급 이상, 시험일 2년 이내'],
            ['해외 학위 아포스티유 또는 영사 확인서', O, O, Y, '해외 대학 졸업자'],
            ['가족관계증명서', O, O, N, '동문 가족 장학 신청 시'],
          ],
        },
      ],
    },
    {
      heading: '제출 방법',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: '온라인 원서접수',
              text: '원서접수 화면에서 지원 정보를 입력하고 전형료를 낸 뒤 입학원서와 수험표를 출력합니다.',
            },
            {
              title: '서류 준비',
              text: '전형별 제출서류를 모아 입학원서를 맨 앞에 두고 서류 봉투 겉면에 수험번호와 이름을 적습니다.',
            },
            {
              title: '우편 또는 방문 제출',
              text: '마감일 소인까지 등기우편으로 보내거나 평일 업무시간에 행정실을 방문하여 제출합니다.',
            },
            { title: '접수 확인', text: '서류가 도착하면 원서접수 조회 화면에서 서류 도착 여부를 확인할 수 있습니다.' },
          ],
        },
      ],
    },
    {
      heading: '서류 작성 시 유의 사항',
      blocks: [
        {
          kind: 'list',
          items: [
            '외국어로 된 서류는 공증받은 한국어 번역본을 함께 제출해 주십시오. (영문 서류는 번역 생략 가능)',
            '사본을 내는 경우 원본 대조를 위해 행정실에서 원본을 확인할 수 있습니다.',
            '성명이 바뀐 경우 개명 사실을 확인할 수 있는 서류를 함께 제출해 주십시오.',
            '제출서류가 빠진 경우 서류 평가에서 불이익을 받을 수 있습니다.',
          ],
        },
      ],
    },
  ],
};

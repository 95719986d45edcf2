// The words of the sample posts (Korean, as the school's staff would write them).
export interface SamplePost {
  title: string;
  html?: string;
  category?: string;
  author?: string;
  pinned?: boolean;
  daysAgo?: number;
  hoursAgo?: number;
  views?: number;
  files?: string[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const notices: SamplePost[] = [
  {
    title: '2027학년도 전기 신입생 모집 안내',
    category: '입학',
    pinned: true,
    daysAgo: 3,
    views: 412,
    files: ['2027학년도 전기 모집요강.pdf'],
    html: `<h2>모집 개요</h2>${p('중소기업대학원 2027학년도 전기 신입생을 다음과 같이 모집합니다.', '<strong>1차 원서접수:</strong> 2026년 10월 12일(월) ~ 11월 13일(금) 17:00까지', '<strong>2차 원서접수:</strong> 2026년 11월 30일(월) ~ 2027년 1월 8일(금) 17:00까지', '<strong>모집학과:</strong> 창업경영, 중소기업경영, 기업지속경영, 가업승계, 선교경영, 글로벌비즈니스, AI비즈니스 등 7개 학과')}<ul><li>지원자격: 학사 학위 소지자 또는 2027년 2월 졸업 예정자</li><li>전형방법: 서류심사 및 면접</li><li>문의: 대학원 행정실 02-820-0990</li></ul>`,
  },
  {
    title: '2026학년도 2학기 수강신청 정정 기간 안내',
    category: '학사',
    pinned: true,
    daysAgo: 10,
    views: 268,
    html: p(
      '2학기 수강신청 정정 기간은 개강 후 첫 주 월요일부터 금요일까지입니다.',
      '정정 기간 이후에는 수강 철회만 가능하니 기간 내에 꼭 확인하시기 바랍니다.',
    ),
  },
  {
    title: '대학원 행정실 동계 방학 근무 시간 변경 안내',
    category: '일반',
    pinned: true,
    daysAgo: 1,
    views: 57,
    html: p('동계 방학 기간(12월 22일 ~ 2월 27일) 동안 행정실 근무 시간은 평일 09:30 ~ 16:30으로 변경됩니다.'),
  },
  {
    title: '2026학년도 2학기 성적우수 장학생 선발 결과',
    category: '장학',
    daysAgo: 6,
    views: 190,
    html: p(
      '2026학년도 2학기 성적우수 장학생 선발 결과를 안내합니다.',
      '대상자는 개별 문자로 안내드렸으며, 장학금은 등록금 고지서에서 감면됩니다.',
    ),
  },
  {
    title: '중소기업 CEO 특강 “위기를 기회로 바꾸는 경영” 개최',
    category: '행사',
    daysAgo: 8,
    views: 143,
    files: ['CEO 특강 포스터.pdf'],
    html: p(
      '일시: 11월 20일(목) 19:00, 장소: 창업관 대강당',
      '재학생과 동문 누구나 참석할 수 있으며 사전 신청은 필요하지 않습니다.',
    ),
  },
  {
    title: '학위논문 예비심사 신청 안내',
    category: '학사',
    daysAgo: 14,
    views: 221,
    files: ['학위논문 예비심사 신청서.pdf'],
    html: p(
      '2027년 2월 졸업 예정자는 11월 28일까지 예비심사를 신청해야 합니다.',
      '지도교수 확인을 받은 신청서를 행정실로 제출해주세요.',
    ),
  },
  {
    title: '국가근로장학금 2학기 추가 모집',
    category: '장학',
    daysAgo: 20,
    views: 98,
    html: p('한국장학재단 국가근로장학금 추가 모집이 진행됩니다. 신청은 한국장학재단 누리집에서 하실 수 있습니다.'),
  },
  {
    title: '도서관 전자자료 이용 교육 안내',
    category: '일반',
    daysAgo: 27,
    views: 64,
    html: p(
      '학위논문 작성에 필요한 학술 데이터베이스 이용 교육을 진행합니다. 매주 수요일 18:30, 중앙도서관 2층 세미나실.',
    ),
  },
  {
    title: '추계 워크숍 참가 신청 안내',
    category: '행사',
    daysAgo: 41,
    views: 176,
    html: p('재학생 추계 워크숍을 1박 2일 일정으로 진행합니다. 참가 신청은 학과 조교에게 해주세요.'),
  },
  {
    title: '2026학년도 2학기 등록금 납부 안내',
    category: '학사',
    daysAgo: 75,
    views: 388,
    files: ['2학기 등록금 납부 안내문.pdf'],
    html: p('등록금 납부 기간: 8월 18일 ~ 8월 22일', '분할 납부를 원하는 학생은 기간 내에 행정실로 신청해주세요.'),
  },
  {
    title: '개인정보 처리방침 개정 안내',
    category: '일반',
    daysAgo: 160,
    views: 71,
    html: p('개인정보 보호법 개정에 따라 대학원 개인정보 처리방침을 일부 개정하였습니다.'),
  },
  {
    title: '2025학년도 후기 학위수여식 안내',
    category: '행사',
    daysAgo: 460,
    views: 512,
    html: p('2025학년도 후기 학위수여식을 다음과 같이 거행합니다. 학위복 대여는 행정실에서 신청받습니다.'),
  },
  {
    title: '중소벤처기업 해외시장 개척단 참가자 모집',
    category: '일반',
    daysAgo: 730,
    views: 305,
    html: p(
      '중소벤처기업 해외시장 개척단(베트남·인도네시아) 참가자를 모집합니다. 재학생 기업은 참가비 일부를 지원받을 수 있습니다.',
    ),
  },
];

export const resources: SamplePost[] = [
  {
    title: '학위청구논문 작성 지침',
    category: '논문',
    daysAgo: 12,
    views: 233,
    files: ['학위청구논문 작성 지침.pdf', '논문 표지 양식.pdf'],
    html: p('학위청구논문의 체제, 인용 방법, 제출 절차를 정리한 지침입니다.'),
  },
  {
    title: '2026학년도 대학원 학사력',
    category: '학사',
    daysAgo: 40,
    views: 187,
    files: ['2026 학사력.pdf'],
    html: p('2026학년도 주요 학사 일정을 한 장으로 정리했습니다.'),
  },
  {
    title: '입학 전형 면접 안내 자료',
    category: '입학',
    daysAgo: 55,
    views: 140,
    files: ['면접 안내.pdf'],
    html: p('면접 장소, 준비물, 유의사항을 안내합니다.'),
  },
  {
    title: '연구윤리 교육 자료',
    category: '논문',
    daysAgo: 90,
    views: 96,
    files: ['연구윤리 교육 자료.pdf'],
    html: p('학위논문 제출 전 반드시 이수해야 하는 연구윤리 교육 자료입니다.'),
  },
  {
    title: '대학원 학칙 및 시행세칙',
    category: '기타',
    daysAgo: 300,
    views: 158,
    files: ['대학원 학칙.pdf'],
    html: p('2026년 3월 1일 시행 학칙과 시행세칙입니다.'),
  },
];

export const forms: SamplePost[] = [
  {
    title: '휴학원서',
    category: '학적',
    daysAgo: 30,
    views: 311,
    files: ['휴학원서.pdf'],
    html: p('휴학을 원하는 학생은 양식을 작성하여 행정실에 제출해주세요.'),
  },
  {
    title: '복학원서',
    category: '학적',
    daysAgo: 30,
    views: 204,
    files: ['복학원서.pdf'],
    html: p('복학 신청 양식입니다.'),
  },
  {
    title: '지도교수 신청서',
    category: '논문',
    daysAgo: 45,
    views: 122,
    files: ['지도교수 신청서.pdf'],
    html: p('2학기차 학생은 지도교수 신청서를 제출해야 합니다.'),
  },
  {
    title: '장학금 신청서',
    category: '장학',
    daysAgo: 60,
    views: 260,
    files: ['장학금 신청서.pdf'],
    html: p('교내 장학금 신청 양식입니다.'),
  },
  {
    title: '학점 인정 신청서',
    category: '수업',
    daysAgo: 120,
    views: 77,
    files: ['학점 인정 신청서.pdf'],
    html: p('타 대학원 이수 학점 인정을 신청할 때 사용합니다.'),
  },
];

export const researchNews: SamplePost[] = [
  {
    title: '벤처창업연구소, 지역 스타트업 성장 지원 협약 체결',
    category: '지원사업',
    daysAgo: 5,
    views: 88,
    author: '벤처창업연구소',
    html: p('연구소는 지역 창업보육센터와 협약을 맺고 입주 기업의 성장 단계별 컨설팅을 지원합니다.'),
  },
  {
    title: '제12회 중소기업 경영 세미나 개최',
    category: '세미나',
    daysAgo: 18,
    views: 131,
    author: '벤처창업연구소',
    files: ['세미나 자료집.pdf'],
    html: p('가업승계와 디지털 전환을 주제로 한 세미나를 개최합니다.'),
  },
  {
    title: '2026 중소기업 디지털 전환 실태 조사 결과 발표',
    category: '연구',
    daysAgo: 33,
    views: 175,
    author: '벤처창업연구소',
    html: p('수도권 중소기업 300곳을 대상으로 한 디지털 전환 실태 조사 결과를 발표했습니다.'),
  },
  {
    title: '예비창업자 비즈니스 모델 멘토링 참가 기업 모집',
    category: '지원사업',
    daysAgo: 70,
    views: 96,
    author: '벤처창업연구소',
    html: p('예비창업자를 대상으로 8주간 비즈니스 모델 멘토링을 진행합니다.'),
  },
];

export const galleryPosts: (SamplePost & { slug: string; photos: number })[] = [
  {
    slug: 'graduation',
    title: '2026학년도 전기 학위수여식',
    daysAgo: 4,
    views: 122,
    photos: 3,
    html: p('학위수여식에서 졸업생과 가족, 교수님들이 함께했습니다.'),
  },
  {
    slug: 'workshop',
    title: '추계 워크숍 현장',
    daysAgo: 12,
    views: 98,
    photos: 2,
    html: p('재학생 추계 워크숍의 모습입니다.'),
  },
  {
    slug: 'ceo-lecture',
    title: '중소기업 CEO 특강',
    daysAgo: 22,
    views: 76,
    photos: 2,
    html: p('CEO 특강에 많은 분이 참석해주셨습니다.'),
  },
  {
    slug: 'orientation',
    title: '신입생 오리엔테이션',
    daysAgo: 60,
    views: 143,
    photos: 2,
    html: p('신입생 오리엔테이션과 환영회.'),
  },
  {
    slug: 'field-trip',
    title: '해외 산업시찰 (베트남 호찌민)',
    daysAgo: 95,
    views: 167,
    photos: 3,
    html: p('해외 산업시찰단이 현지 한국 기업과 산업단지를 방문했습니다.'),
  },
  { slug: 'seminar', title: '가업승계 세미나', daysAgo: 130, views: 54, photos: 1, html: p('가업승계 세미나 현장.') },
  { slug: 'sports', title: '원우 체육대회', daysAgo: 170, views: 88, photos: 2, html: p('봄 학기 원우 체육대회.') },
  {
    slug: 'alumni',
    title: '총동문회 정기총회',
    daysAgo: 210,
    views: 65,
    photos: 1,
    html: p('총동문회 정기총회와 송년 모임.'),
  },
];

/** One event of the sample academic calendar: a Seoul calendar date, its length in days, and an hour for timed events. */
export interface AcademicEvent extends SamplePost {
  y: number;
  m: number;
  d: number;
  days: number;
  time?: number;
}

/**
 * The semester around `now` (Seoul) as a Korean graduate school runs it: spring from March, fall from September,
 * with the admissions rounds of the public 모집요강 in the fall. Every month of the year has at least one event.
 */
export function academicEvents(now: { y: number; m: number }): AcademicEvent[] {
  const ev = (
    title: string,
    category: string,
    y: number,
    m: number,
    d: number,
    days = 1,
    time?: number,
  ): AcademicEvent => ({ title, category, y, m, d, days, time });
  if (now.m >= 8 || now.m === 1) {
    const y = now.m === 1 ? now.y - 1 : now.y;
    return [
      ev('2학기 수강신청', '학사', y, 8, 18, 3),
      ev('2학기 개강', '학사', y, 9, 1),
      ev('수강신청 정정 기간', '학사', y, 9, 1, 5),
      ev('전기 신입생 1차 원서접수', '입학', y, 10, 12, 33),
      ev('중간고사', '학사', y, 10, 19, 5),
      ev('학위논문 예비심사 신청', '학사', y, 11, 9, 10),
      ev('중소기업 CEO 특강', '행사', y, 11, 18, 1, 19),
      ev('1차 면접 전형', '입학', y, 11, 21, 1, 10),
      ev('전기 신입생 2차 원서접수', '입학', y, 11, 30, 40),
      ev('기말고사', '학사', y, 12, 14, 5),
      ev('종강', '학사', y, 12, 19),
      ev('성탄절', '휴일', y, 12, 25),
      ev('2차 면접 전형', '입학', y + 1, 1, 16, 1, 10),
      ev('2차 합격자 발표', '입학', y + 1, 1, 22, 1, 14),
      ev('신입생 오리엔테이션', '행사', y + 1, 2, 20, 1, 14),
      ev('1학기 개강', '학사', y + 1, 3, 2),
    ];
  }
  const y = now.y;
  return [
    ev('1학기 수강신청', '학사', y, 2, 16, 3),
    ev('신입생 오리엔테이션', '행사', y, 2, 21, 1, 14),
    ev('1학기 개강', '학사', y, 3, 2),
    ev('수강신청 정정 기간', '학사', y, 3, 2, 5),
    ev('중간고사', '학사', y, 4, 20, 5),
    ev('학위논문 예비심사 신청', '학사', y, 5, 11, 10),
    ev('후기 신입생 원서접수', '입학', y, 5, 11, 26),
    ev('중소기업 CEO 특강', '행사', y, 5, 20, 1, 19),
    ev('기말고사', '학사', y, 6, 15, 5),
    ev('종강', '학사', y, 6, 20),
    ev('여름 계절학기', '학사', y, 6, 29, 15),
    ev('후기 합격자 발표', '입학', y, 7, 10, 1, 14),
    ev('2학기 수강신청', '학사', y, 8, 18, 3),
  ];
}

export const faculty = [
  {
    slug: 'prof-kim',
    name: '김정훈',
    position: '교수 · 원장',
    major: '중소기업경영, 경영전략',
    email: 'jhkim@hanbit.ac.kr',
    phone: '02-820-0901',
    office: '창업관 301호',
    html: p('서울대학교 경영학 박사. 중소벤처기업부 정책자문위원.'),
  },
  {
    slug: 'prof-lee',
    name: '이수진',
    position: '교수',
    major: '창업경영, 벤처캐피털',
    email: 'sjlee@hanbit.ac.kr',
    phone: '02-820-0902',
    office: '창업관 302호',
    html: p('KAIST 경영공학 박사. 창업보육센터장.'),
  },
  {
    slug: 'prof-park',
    name: '박민호',
    position: '부교수',
    major: '기업승계, 가족기업',
    email: 'mhpark@hanbit.ac.kr',
    phone: '02-820-0903',
    office: '창업관 303호',
    html: p('고려대학교 경영학 박사.'),
  },
  {
    slug: 'prof-choi',
    name: '최은영',
    position: '부교수',
    major: 'AI비즈니스, 데이터 분석',
    email: 'eychoi@hanbit.ac.kr',
    phone: '02-820-0904',
    office: '창업관 304호',
    html: p('연세대학교 산업공학 박사.'),
  },
  {
    slug: 'prof-jung',
    name: '정우성',
    position: '조교수',
    major: '글로벌비즈니스, 국제통상',
    email: 'wsjung@hanbit.ac.kr',
    phone: '02-820-0905',
    office: '창업관 305호',
    html: p('미국 일리노이대학교 경영학 박사.'),
  },
  {
    slug: 'prof-kang',
    name: '강혜원',
    position: '조교수',
    major: '중소기업 회계, 세무',
    email: 'hwkang@hanbit.ac.kr',
    phone: '02-820-0906',
    office: '창업관 306호',
    html: p('공인회계사, 성균관대학교 경영학 박사.'),
  },
  {
    slug: 'prof-yoon',
    name: '윤상철',
    position: '겸임교수',
    major: '기업 선교, 사회적 기업',
    email: 'scyoon@hanbit.ac.kr',
    phone: '02-820-0907',
    office: '창업관 310호',
    html: p('사회적기업 대표, 경영학 박사.'),
  },
  {
    slug: 'prof-zhang',
    name: '장웨이',
    position: '초빙교수',
    major: '중국 MBA, 한중 비즈니스',
    email: 'zhangwei@hanbit.ac.kr',
    phone: '02-820-0908',
    office: '창업관 311호',
    html: p('중국 푸단대학교 경영학 박사. 중국 MBA 과정 주임.'),
  },
];

// 선교경영, 글로벌비즈니스, AI비즈니스 학과.
import type { Department } from './types.js';

export const missionary: Department = {
  slug: 'missionary',
  name: '선교경영학과',
  tagline: '비즈니스로 섬기고, 경영으로 세상을 돕다',
  overview:
    '비즈니스 선교(BAM)와 사회적 가치 경영을 함께 배우는 학과입니다. 국내외 선교 현장과 비영리 단체, 사회적기업에서 지속 가능한 사업을 일으키고 운영하는 데 필요한 경영 지식과 문화 이해를 갖춥니다.',
  aims: [
    '선교지와 지역 사회의 필요에 맞는 지속 가능한 사업을 설계하는 역량',
    '비영리 조직과 사회적기업을 투명하게 운영하는 재무·조직 관리 역량',
    '다양한 문화 속에서 신뢰를 쌓는 섬김의 리더십',
  ],
  courses: [
    { area: '전공필수', name: '비즈니스 선교론', credits: 3, semester: 1 },
    { area: '전공필수', name: '비영리 조직 경영', credits: 3, semester: 2 },
    { area: '전공필수', name: '사회적기업 창업과 운영', credits: 3, semester: 3 },
    { area: '전공선택', name: '선교지 경제와 문화 이해', credits: 3, semester: 2 },
    { area: '전공선택', name: '공정무역과 윤리적 공급망', credits: 3, semester: 2 },
    { area: '전공선택', name: '비영리 회계와 모금 전략', credits: 3, semester: 3 },
    { area: '전공선택', name: '섬김의 리더십', credits: 3, semester: 3 },
    { area: '전공선택', name: '국제개발협력 실무', credits: 3, semester: 4 },
    { area: '전공선택', name: '비즈니스 선교 현장 연구', credits: 3, semester: 4 },
  ],
  careers: [
    '비즈니스 선교사 및 선교 단체 사업 책임자',
    '사회적기업·협동조합 대표',
    '비영리 단체 사무국장·사업 책임자',
    '국제개발협력 기관 사업 담당',
  ],
  audience: [
    '비즈니스 선교를 준비하는 선교사와 목회자',
    '사회적기업·비영리 단체의 운영 책임자',
    '사회적 가치를 추구하는 기업인',
  ],
};

export const globalBusiness: Department = {
  slug: 'global_business',
  name: '글로벌비즈니스학과',
  tagline: '내수를 넘어 세계 시장으로',
  overview:
    '수출을 시작하거나 해외 진출을 확대하려는 중소기업을 위한 학과입니다. 해외 시장 조사와 진출 전략, 무역 실무와 국제 계약, 글로벌 온라인 유통까지 실제 수출 프로젝트를 수행하며 배웁니다. 외국인 원우와 함께하는 수업으로 현지 시각을 익힙니다.',
  aims: [
    '목표 시장을 조사하고 진출 방식을 고르는 글로벌 전략 역량',
    '무역 계약과 결제, 통관과 물류를 직접 처리하는 실무 역량',
    '해외 바이어와 협상하고 현지 조직을 관리하는 문화 역량',
  ],
  courses: [
    { area: '전공필수', name: '글로벌 경영전략', credits: 3, semester: 1 },
    { area: '전공필수', name: '무역 실무와 국제 계약', credits: 3, semester: 2 },
    { area: '전공필수', name: '해외 시장 진출 프로젝트', credits: 3, semester: 3 },
    { area: '전공선택', name: '국제 마케팅', credits: 3, semester: 2 },
    { area: '전공선택', name: '글로벌 전자상거래와 역직구', credits: 3, semester: 2 },
    { area: '전공선택', name: '국제 물류와 통관', credits: 3, semester: 3 },
    { area: '전공선택', name: '비교문화와 국제 협상', credits: 3, semester: 3 },
    { area: '전공선택', name: '중국·아세안 시장 연구', credits: 3, semester: 4 },
    { area: '전공선택', name: '해외 투자와 현지 법인 경영', credits: 3, semester: 4 },
  ],
  careers: [
    '수출 중소기업 해외영업·해외사업 책임자',
    '무역·물류 기업 경영자',
    '해외 현지 법인장',
    '수출 지원기관·무역 컨설턴트',
  ],
  audience: [
    '수출을 시작하려는 중소기업 대표와 해외영업 담당자',
    '무역·물류 업계 종사자',
    '한국 기업과 일하려는 외국인 전문 인력',
  ],
};

export const aiBusiness: Department = {
  slug: 'ai_business',
  name: 'AI비즈니스학과',
  tagline: '코딩보다 먼저, 인공지능으로 일하는 법을',
  overview:
    '2025학년도에 새로 연 학과로, 비전공 경영자와 실무자가 인공지능과 데이터를 경영에 활용하는 방법을 배웁니다. 생성형 AI 업무 자동화, 데이터 기반 의사결정, AI 서비스 기획과 도입 관리까지 자기 회사의 과제를 직접 해결하는 프로젝트로 진행합니다.',
  aims: [
    '생성형 AI와 자동화 도구로 업무 생산성을 높이는 활용 역량',
    '데이터를 모으고 분석하여 근거 있는 결정을 내리는 역량',
    'AI 서비스를 기획하고 도입 위험과 윤리 문제를 관리하는 역량',
  ],
  courses: [
    { area: '전공필수', name: '경영자를 위한 인공지능 이해', credits: 3, semester: 1 },
    { area: '전공필수', name: '데이터 기반 의사결정', credits: 3, semester: 2 },
    { area: '전공필수', name: 'AI 전환(AX) 프로젝트', credits: 3, semester: 3 },
    { area: '전공선택', name: '생성형 AI 업무 활용 실습', credits: 3, semester: 1 },
    { area: '전공선택', name: '비즈니스 데이터 분석 (파이썬 기초)', credits: 3, semester: 2 },
    { area: '전공선택', name: 'AI 서비스 기획과 사업화', credits: 3, semester: 3 },
    { area: '전공선택', name: '스마트 제조와 공정 데이터', credits: 3, semester: 3 },
    { area: '전공선택', name: 'AI 윤리와 개인정보 보호', credits: 3, semester: 4 },
    { area: '전공선택', name: 'AI 도입 사례 연구', credits: 3, semester: 4 },
  ],
  careers: [
    '기업 디지털 전환(DX)·AI 전환(AX) 책임자',
    'AI 서비스 기획자 및 프로덕트 매니저',
    '데이터 기반 경영 컨설턴트',
    'AI 스타트업 창업자',
  ],
  audience: [
    'AI 도입을 고민하는 중소기업 대표와 임원',
    '기획·마케팅·생산 부서의 실무 책임자',
    'AI 서비스로 창업하려는 예비 창업자',
  ],
};

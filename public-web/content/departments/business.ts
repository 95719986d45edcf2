// 창업경영, 중소기업경영, 기업지속경영(continuty), 가업승계 학과.
import type { Department } from './types.js';

export const startupBusiness: Department = {
  slug: 'startup_business',
  name: '창업경영학과',
  tagline: '아이디어를 사업으로, 사업을 성장하는 기업으로',
  overview:
    '예비 창업자와 창업 7년 이내 기업의 대표를 위한 학과입니다. 사업 아이디어의 검증부터 사업계획, 투자 유치, 조직 구성, 스케일업까지 창업의 전 주기를 실제 자기 사업을 과제로 삼아 설계합니다.',
  aims: [
    '시장과 고객을 검증하여 실행 가능한 사업 모델을 설계하는 역량',
    '정부 지원사업과 벤처 투자를 활용하여 자금을 조달하는 역량',
    '초기 조직을 꾸리고 성장 단계에 맞게 경영 체계를 갖추는 역량',
  ],
  courses: [
    { area: '전공필수', name: '기업가정신과 창업론', credits: 3, semester: 1 },
    { area: '전공필수', name: '비즈니스 모델 설계', credits: 3, semester: 2 },
    { area: '전공필수', name: '창업 재무와 투자 유치', credits: 3, semester: 3 },
    { area: '전공선택', name: '린 스타트업 실습', credits: 3, semester: 2 },
    { area: '전공선택', name: '창업 마케팅과 그로스 전략', credits: 3, semester: 2 },
    { area: '전공선택', name: '지식재산권과 기술 창업', credits: 3, semester: 3 },
    { area: '전공선택', name: '정부 지원사업 기획 실무', credits: 3, semester: 3 },
    { area: '전공선택', name: '스케일업과 조직 설계', credits: 3, semester: 4 },
    { area: '전공선택', name: '창업 캡스톤 프로젝트', credits: 3, semester: 4 },
  ],
  careers: [
    '기술·서비스 분야 창업 및 기업 대표',
    '액셀러레이터·창업보육센터 매니저',
    '벤처캐피털 심사 지원 및 투자 분석',
    '공공 창업 지원기관 전문위원',
  ],
  audience: [
    '창업을 준비하는 직장인과 전문직 종사자',
    '창업 7년 이내 기업의 대표와 공동창업자',
    '사내벤처·신사업 조직의 책임자',
  ],
};

export const smallBusiness: Department = {
  slug: 'small_business',
  name: '중소기업경영학과',
  tagline: '중소기업 경영의 기본기를 체계적으로',
  overview:
    '본 대학원의 모태가 된 학과로, 중소기업 경영자와 관리자가 재무·인사·생산·마케팅 전반의 관리 역량을 체계적으로 갖추도록 돕습니다. 원우 기업의 경영 진단을 수업 과제로 삼아 배운 것을 곧바로 현장에 적용합니다.',
  aims: [
    '재무제표를 읽고 원가와 자금 흐름을 관리하는 역량',
    '인재를 채용·육성하고 공정한 평가·보상 체계를 세우는 역량',
    '생산성과 품질을 높이는 운영 혁신과 판로 개척 역량',
  ],
  courses: [
    { area: '전공필수', name: '중소기업 경영론', credits: 3, semester: 1 },
    { area: '전공필수', name: '중소기업 재무관리', credits: 3, semester: 2 },
    { area: '전공필수', name: '중소기업 경영 진단 실습', credits: 3, semester: 3 },
    { area: '전공선택', name: '관리회계와 원가 관리', credits: 3, semester: 1 },
    { area: '전공선택', name: '중소기업 인적자원관리', credits: 3, semester: 2 },
    { area: '전공선택', name: '생산·품질 혁신', credits: 3, semester: 3 },
    { area: '전공선택', name: 'B2B 마케팅과 판로 개척', credits: 3, semester: 3 },
    { area: '전공선택', name: '중소기업 정책과 지원 제도', credits: 3, semester: 4 },
    { area: '전공선택', name: '노무·세무 실무', credits: 3, semester: 4 },
  ],
  careers: [
    '중소·중견기업 최고경영자 및 임원',
    '경영지도사·경영 컨설턴트',
    '중소기업 지원기관 전문 인력',
    '기업 내 기획·재무·인사 부서장',
  ],
  audience: [
    '중소·중견기업의 대표와 임원',
    '기획·재무·인사 등 관리 부서의 팀장급 이상',
    '경영지도사 자격을 준비하는 사람',
  ],
};

export const continuity: Department = {
  slug: 'continuty',
  name: '기업지속경영학과',
  tagline: '위기에 강하고 오래가는 기업을 만드는 경영',
  overview:
    '경기 변동과 공급망 위기, 기후 규제 속에서도 흔들리지 않는 기업을 만드는 방법을 배우는 학과입니다. ESG 경영, 위기관리와 사업연속성계획, 사업 전환과 재도약 전략을 중소기업의 눈높이에서 다룹니다.',
  aims: [
    'ESG 요구에 대응하는 공시·평가 체계를 갖추는 역량',
    '위기를 예측하고 사업연속성계획(BCP)을 세워 실행하는 역량',
    '사업 재편과 전환으로 새로운 성장 동력을 찾는 역량',
  ],
  courses: [
    { area: '전공필수', name: '지속가능경영과 ESG', credits: 3, semester: 1 },
    { area: '전공필수', name: '기업 위기관리와 사업연속성', credits: 3, semester: 2 },
    { area: '전공필수', name: '사업 전환과 재도약 전략', credits: 3, semester: 3 },
    { area: '전공선택', name: '탄소중립 경영 실무', credits: 3, semester: 2 },
    { area: '전공선택', name: '공급망 리스크 관리', credits: 3, semester: 2 },
    { area: '전공선택', name: '기업 구조조정과 회생 제도', credits: 3, semester: 3 },
    { area: '전공선택', name: '윤리경영과 준법 감시', credits: 3, semester: 3 },
    { area: '전공선택', name: 'ESG 공시와 평가 대응', credits: 3, semester: 4 },
    { area: '전공선택', name: '지속경영 사례 연구', credits: 3, semester: 4 },
  ],
  careers: [
    '기업 ESG·지속가능경영 책임자',
    '위기관리·리스크 관리 전문가',
    '사업 재편·회생 컨설턴트',
    '공공기관 ESG 평가 전문위원',
  ],
  audience: [
    'ESG 대응을 맡은 경영자와 실무 책임자',
    '사업 전환이나 재도약을 고민하는 기업 대표',
    '컨설팅·금융기관의 리스크 담당자',
  ],
};

export const succession: Department = {
  slug: 'succession',
  name: '가업승계학과',
  tagline: '창업주의 경험과 다음 세대의 혁신을 잇다',
  overview:
    '창업 1세대 경영자와 승계를 앞둔 2·3세 경영인이 함께 배우는 학과입니다. 승계 계획 수립, 가업상속공제 등 세무·법무 제도, 후계자 리더십, 가족 간 갈등 조정과 지배구조 설계를 실제 사례 중심으로 다룹니다.',
  aims: [
    '기업 가치를 평가하고 단계별 승계 계획을 세우는 역량',
    '승계 관련 세법과 상법 제도를 이해하고 활용하는 역량',
    '후계자로서 조직의 신뢰를 얻고 혁신을 이끄는 리더십',
  ],
  courses: [
    { area: '전공필수', name: '가업승계 전략론', credits: 3, semester: 1 },
    { area: '전공필수', name: '승계 세무와 가업상속공제', credits: 3, semester: 2 },
    { area: '전공필수', name: '후계자 리더십 개발', credits: 3, semester: 3 },
    { area: '전공선택', name: '기업 가치평가', credits: 3, semester: 2 },
    { area: '전공선택', name: '가족기업 지배구조', credits: 3, semester: 2 },
    { area: '전공선택', name: '승계와 상법·민법 실무', credits: 3, semester: 3 },
    { area: '전공선택', name: '가족 갈등 조정과 소통', credits: 3, semester: 3 },
    { area: '전공선택', name: '2세 경영인의 신사업 전략', credits: 3, semester: 4 },
    { area: '전공선택', name: '장수기업 사례 연구', credits: 3, semester: 4 },
  ],
  careers: [
    '가족기업 후계 경영인 및 대표',
    '가업승계 전문 컨설턴트',
    '세무·회계법인 승계 자문 담당',
    '장수기업·명문장수기업 육성 지원 인력',
  ],
  audience: [
    '승계를 준비하는 창업 1세대 경영자',
    '가업을 이어받을 2·3세 후계자',
    '승계 자문을 하는 세무사·회계사·변호사',
  ],
};

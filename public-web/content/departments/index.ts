// The departments in menu order, and the curriculum roadmap that ties them together.
import { aiBusiness, globalBusiness, missionary } from './specialized.js';
import { continuity, smallBusiness, startupBusiness, succession } from './business.js';
import type { Department } from './types.js';

export type { Course, Department } from './types.js';

export const departments: Department[] = [
  startupBusiness,
  smallBusiness,
  continuity,
  succession,
  missionary,
  globalBusiness,
  aiBusiness,
];

export const roadmap = {
  title: '교육과정 로드맵',
  lead: '모든 학과는 4개 학기 동안 공통 기초에서 전공 심화, 현장 프로젝트를 거쳐 학위논문 또는 연구보고서로 마무리하는 같은 흐름을 따릅니다.',
  stages: [
    {
      semester: '1학기',
      title: '기초 다지기',
      text: '공통필수 경영전략론과 학과 입문 과목으로 경영의 큰 그림과 전공의 언어를 익힙니다.',
    },
    {
      semester: '2학기',
      title: '전공 심화',
      text: '경영연구방법론과 전공필수 과목으로 분석 도구를 갖추고, 지도교수를 정해 연구 주제를 고릅니다.',
    },
    {
      semester: '3학기',
      title: '현장 적용',
      text: '자기 기업이나 협력 기업의 실제 과제를 다루는 프로젝트형 과목으로 배운 것을 현장에 적용합니다.',
    },
    {
      semester: '4학기',
      title: '성과 정리',
      text: '캡스톤·사례 연구 과목과 함께 학위논문 또는 연구보고서를 완성하고 심사를 받습니다.',
    },
  ],
  requirements: [
    { term: '졸업 이수 학점', desc: '30학점 이상 (공통필수 6학점, 전공필수 9학점, 전공선택 15학점 이상)' },
    { term: '학기당 수강 학점', desc: '6~9학점 (평균 평점 4.0 이상이면 다음 학기 12학점까지 신청 가능)' },
    { term: '학위 취득 방법', desc: '학위논문 제출 또는 연구보고서 제출과 전공 과목 6학점 추가 이수 중 선택' },
    { term: '타 학과 과목', desc: '다른 학과의 전공선택 과목은 6학점까지 전공선택 학점으로 인정' },
    { term: '종합시험', desc: '3학기 이후 전공 2과목 응시, 과목별 70점 이상 합격' },
  ],
};

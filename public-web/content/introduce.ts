// 대학원 소개: the director's greeting (its words are the stored page's now; the brochure, scripts/make-brochure.ts,
// still prints them) and the map services 오시는 길's contact card links to.
export const greeting = {
  title: '원장 인사말',
  lead: '일터의 질문을 배움으로 풀어 가는 곳, 중소기업대학원에 오신 것을 환영합니다.',
  directorName: '박성호',
  directorTitle: '원장',
  paragraphs: [
    '반갑습니다. 중소기업대학원 홈페이지를 찾아 주신 여러분께 진심으로 감사드립니다.',
    '우리나라 기업의 99%, 일자리의 80% 이상을 중소기업이 책임지고 있습니다. 그러나 현장의 경영자들은 인력과 자금, 판로와 기술, 그리고 다음 세대로의 승계라는 무거운 과제를 홀로 짊어지는 경우가 많습니다. 본 대학원은 바로 그 현장의 질문에서 출발하였습니다.',
    '2005년 개원 이래 본 대학원은 주중 야간과 주말 수업으로 일과 학업을 함께 할 수 있는 과정을 운영하며, 창업·중소기업 경영·기업 지속경영·가업 승계·선교경영·글로벌비즈니스·AI비즈니스에 이르는 전문 학과를 차례로 열어 왔습니다. 교수진은 학문적 깊이와 현장 경험을 함께 갖춘 분들로 구성되어, 강의실에서 다룬 사례가 원우 여러분의 회사에서 곧바로 쓰일 수 있도록 돕습니다.',
    '무엇보다 이곳의 가장 큰 자산은 사람입니다. 제조와 유통, 정보기술과 서비스, 창업 초기 기업과 2세 경영인까지 서로 다른 자리에서 일하는 원우들이 서로의 스승이 되고 평생의 동반자가 됩니다. 졸업 후에도 동문 네트워크와 벤처연구소가 여러분의 다음 도전을 함께하겠습니다.',
    '배움을 멈추지 않는 경영자가 기업을 바꾸고, 그 기업이 지역과 나라를 바꾼다고 믿습니다. 새로운 도약을 준비하는 여러분을 중소기업대학원에서 기다리겠습니다.',
  ],
};

export const contact = {
  title: '오시는 길',
  lead: '대중교통을 이용하시면 편리하게 오실 수 있습니다.',
  transit: [
    { term: '지하철', desc: '7호선 숭실대입구역 3번 출구에서 도보 약 5분' },
    { term: '간선버스', desc: '752, 753 (숭실대입구역 정류장 하차)' },
    { term: '지선버스', desc: '5511, 5517, 5524 (숭실대입구역 정류장 하차)' },
    { term: '마을버스', desc: '동작01, 동작05 (상도동 정류장 하차)' },
  ],
  parking: [
    '캠퍼스 정문으로 들어오셔서 창업관 지하 주차장(지하 1층~3층)을 이용하실 수 있습니다.',
    '재학생은 학기별 정기 주차권을 행정실에서 신청할 수 있으며, 방문객은 행정실에서 주차 확인을 받으시면 2시간 무료입니다.',
    '수업이 있는 평일 저녁과 토요일에는 주차장이 혼잡하니 가급적 대중교통을 이용해 주시기 바랍니다.',
  ],
  /** Outbound map services: we link out rather than embed (CSP allows no third-party frames). */
  maps: [
    { name: '네이버 지도', url: (address: string) => `https://map.naver.com/p/search/${encodeURIComponent(address)}` },
    { name: '카카오맵', url: (address: string) => `https://map.kakao.com/?q=${encodeURIComponent(address)}` },
  ],
};

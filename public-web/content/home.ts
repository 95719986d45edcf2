// The home page's words: the hero (the quick links are in the menu document), the latest-news blocks and their empty states.
export const home = {
  heroTitle: '현장의 질문을\n배움으로 풀어 가는 경영 대학원',
  heroText:
    '평일 야간과 토요일 수업으로 일과 학업을 함께합니다. 창업부터 승계, AI 전환까지 중소기업 경영의 모든 단계를 배웁니다.',
  boards: [
    { label: '자료실', href: '/board/special_notice', text: '특강 자료와 연구 보고서를 모았습니다.' },
    { label: '서식자료', href: '/board/form_data', text: '휴학원, 복학원 등 각종 신청서 양식.' },
    { label: '벤처연구소 소식', href: '/board/major_board', text: '벤처창업연구소의 연구, 세미나, 지원사업 소식.' },
  ],
  latest: {
    notices: { title: '공지사항', href: '/board/notice', empty: '아직 등록된 공지사항이 없습니다.' },
    events: {
      title: '다가오는 학사일정',
      href: '/board/calendar',
      empty: '앞으로 예정된 학사일정이 없습니다.',
      more: '학사일정 달력 보기',
    },
    gallery: {
      title: '갤러리',
      href: '/board/special_gallery',
      empty: '아직 등록된 사진이 없습니다.',
      noPhoto: '사진 없음',
    },
    more: '더보기',
    pinned: '공지',
    newPost: '새 글',
  },
  china: { title: '中国MBA项目', text: '中文授课 · 首尔集中学习 · 韩国教育部认可学位', cta: '了解详情' },
} as const;

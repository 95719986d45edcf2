// Korean labels of the site settings form.
export const settingsMessages = {
  settings: {
    name: '사이트 설정',
    fields: {
      schoolName: '학교 이름',
      universityName: '대학교 이름',
      adminTitle: '관리자 화면 제목',
      address: '주소',
      postalCode: '우편번호',
      phone: '대표 전화',
      fax: '팩스',
      email: '대표 이메일',
      businessHours: '업무 시간',
      familySites: '패밀리 사이트',
      'familySites.name': '이름',
      'familySites.url': '주소',
      socialLinks: '소셜 링크',
      'socialLinks.name': '이름',
      'socialLinks.url': '주소',
      applicationUrl: '온라인 원서접수 주소',
      applicationRetentionDays: '원서 보관 기간(일)',
      staffIdleMinutes: '자동 로그아웃 시간(분)',
      adminAllowedNetworks: '관리자 접속 허용 네트워크',
      privacyOfficer: {
        name: '개인정보 보호책임자 성명',
        position: '개인정보 보호책임자 직위',
        phone: '개인정보 보호책임자 전화',
        email: '개인정보 보호책임자 이메일',
      },
    },
  },
};

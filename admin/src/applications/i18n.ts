// Korean labels of the application resources (react-admin reads resources.<name>.name and .fields.*).
export const applicationMessages = {
  application: {
    name: '원서접수 관리',
    fields: {
      receiptNo: '접수번호', term: '모집학기', track: '과정', department: '지원학과', departmentName: '지원학과', status: '상태',
      name: '성명', nameEn: '영문성명', birthDate: '생년월일', gender: '성별', nationality: '국적', mobile: '휴대전화', email: '이메일',
      school: '출신학교', major: '전공', company: '직장명', position: '직위', careerYears: '경력(년)', submittedAt: '접수일시',
      statusChangedAt: '상태 변경일시', q: '성명·접수번호 검색', submittedFrom: '접수일(부터)', submittedTo: '접수일(까지)',
    },
  },
  'application-access-log': {
    name: '개인정보 접근 기록',
    fields: {
      createdAt: '일시', userLogin: '관리자 아이디', userName: '관리자', ip: '접속 IP', action: '작업', receiptNo: '접수번호',
      detail: '내용', from: '기간(부터)', to: '기간(까지)',
    },
  },
};

// Korean labels of the staff and member resources (react-admin reads resources.<name>.fields.<field>).
export const staffMessages = {
  staff: {
    name: '관리자 계정',
    fields: {
      id: '번호',
      loginId: '아이디',
      name: '이름',
      email: '이메일',
      role: '역할',
      active: '사용',
      approvalRequired: '게시 전 승인',
      otpEnabled: '2단계 인증',
      lastLoginAt: '마지막 로그인',
      lastLoginIp: '접속 주소',
      createdAt: '만든 날',
      password: '초기 비밀번호',
      mustChangePassword: '비밀번호 변경 대기',
      scope: '담당 범위',
      q: '아이디·이름·이메일 검색',
    },
  },
  members: {
    name: '회원',
    fields: {
      id: '번호',
      loginId: '아이디',
      name: '이름',
      email: '이메일',
      phone: '휴대전화',
      status: '상태',
      createdAt: '가입일',
      withdrawnAt: '탈퇴일',
      q: '아이디·이름·이메일 검색',
    },
  },
};

// Korean labels of the 모집 일정 resource (react-admin reads resources.rounds.name and .fields.*).
export const roundMessages = {
  rounds: {
    name: '모집 일정',
    fields: {
      id: '번호',
      name: '모집명',
      nameZh: '중국어 모집명',
      term: '학기',
      applyStartAt: '접수 시작',
      applyEndAt: '접수 마감',
      announceAt: '합격자 발표',
      state: '상태',
      tracks: '모집 과정',
      documents: '제출 서류',
      essays: '에세이',
      fee: '전형료',
      documentDeadline: '서류 도착 기한',
      interview: '면접',
      registration: '등록',
      notice: '안내문',
      q: '모집명 검색',
    },
  },
};

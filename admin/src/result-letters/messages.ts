// Korean labels of the 결과 통지서 resource (react-admin reads resources.result-letters.name and .fields.*).
export const resultLetterMessages = {
  'result-letters': {
    name: '결과 통지서',
    fields: {
      kindLabel: '결과',
      lang: '언어',
      title: '제목',
      body: '본문',
      customized: '상태',
      updatedAt: '수정 일시',
      updatedByName: '수정한 사람',
    },
  },
};

// Korean labels of the 메일 양식 resource (react-admin reads resources.mail-templates.name and .fields.*).
export const mailTemplateMessages = {
  'mail-templates': {
    name: '메일 양식',
    fields: {
      kindLabel: '메일 종류',
      lang: '언어',
      subject: '제목',
      body: '본문',
      customized: '상태',
      updatedAt: '수정 일시',
      updatedByName: '수정한 사람',
    },
  },
};

// Korean labels of the 발송 내역 resource (react-admin reads resources.mail-outbox.name and .fields.*).
export const mailMessages = {
  'mail-outbox': {
    name: '발송 내역',
    fields: {
      createdAt: '요청 일시',
      kind: '종류',
      to: '받는 사람',
      subject: '제목',
      status: '상태',
      attempts: '시도 횟수',
      lastError: '마지막 오류',
      sentAt: '발송 일시',
    },
  },
};

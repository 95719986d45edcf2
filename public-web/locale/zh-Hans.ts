// Simplified-Chinese strings used inside the China MBA pages (the site chrome stays Korean).
export const zhHans = {
  skipToContent: '跳到正文',
  contact: {
    heading: '联系方式',
    note: '如有疑问，请与研究生院行政办公室联系。工作时间为韩国时间周一至周五9:00至18:00。',
    phone: '电话',
    email: '电子邮箱',
    address: '地址',
  },
} as const;

// Simplified-Chinese strings used inside the China MBA pages (the site chrome stays Korean).
export const zhHans = {
  contact: {
    heading: '联系方式',
    phone: '电话',
    email: '电子邮箱',
    address: '地址',
  },
} as const;

// The site settings a generated word can show, named as staff know them (not by their code keys).
export const SETTING_LABELS: Record<string, string> = {
  schoolName: '대학원 이름',
  universityName: '대학교 이름',
  phone: '대표 전화',
  email: '대표 이메일',
  address: '주소',
  fax: '팩스',
};

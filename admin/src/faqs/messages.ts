// Korean labels of the FAQ resource (react-admin reads resources.<name>.fields.<field>).
import { FAQ_FIELD_LABELS } from '../../../domain/faqs';

export const faqMessages = {
  faqs: {
    name: '자주 묻는 질문',
    fields: { ...FAQ_FIELD_LABELS, id: '번호', q: '검색', updatedAt: '수정 일시' },
  },
};

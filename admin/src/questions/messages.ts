// Korean labels of the question resource (react-admin reads resources.<name>.fields.<field>).
import { QUESTION_FIELD_LABELS } from '../../../domain/questions';

export const questionMessages = {
  questions: {
    name: '입학상담 질문',
    fields: {
      ...QUESTION_FIELD_LABELS,
      id: '번호',
      boardName: '게시판',
      status: '상태',
      createdAt: '등록 일시',
      answeredAt: '답변 일시',
      q: '제목·내용 검색',
    },
  },
};

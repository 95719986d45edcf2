// Sample FAQ entries for the embedded database, so `npm start` shows /entrance/faq (and /china/faq) as a school would
// fill it. Under `npm test` the FAQ tests make their own, and 통합검색's tests keep their expected order.
import { QueryTypes, type Sequelize } from 'sequelize';
import { Setting } from '../../db/models/index.js';

interface SampleFaq {
  category: string;
  question: string;
  answer: string;
  questionZh?: string;
  answerZh?: string;
}

const FAQS: SampleFaq[] = [
  {
    category: '입학',
    question: '학부 전공과 관계없이 지원할 수 있나요?',
    answer: '<p>네. 학사 학위(또는 졸업 예정)가 있으면 전공과 관계없이 어느 학과에나 지원할 수 있습니다.</p>',
    questionZh: '本科专业不同也可以申请吗？',
    answerZh: '<p>可以。持有学士学位（或应届毕业）即可申请，不限本科专业。</p>',
  },
  {
    category: '입학',
    question: '원서접수 후 제출 서류는 언제까지 내야 하나요?',
    answer:
      '<p>서류는 모집요강에 적힌 서류 마감일까지 온라인으로 올리거나 행정실로 보내주시면 됩니다. 보완을 요청받으면 지원 내역 조회에서 바로 올릴 수 있습니다.</p>',
  },
  {
    category: '입학',
    question: '면접은 어떻게 진행되나요?',
    answer:
      '<p>서류 심사 후 면접 대상자에게 개인별 면접 시간과 장소를 메일로 알려드립니다. 지원 내역 조회와 수험표에서도 확인할 수 있습니다.</p>',
    questionZh: '面试如何进行？',
    answerZh: '<p>材料审核后，我们会通过邮件通知每位面试者的面试时间和地点，也可在申请查询和准考证上查看。</p>',
  },
  {
    category: '학비·장학',
    question: '등록금과 장학금 제도가 궁금합니다.',
    answer:
      '<p>학기별 등록금과 장학 제도(성적 장학, 재직자 장학, 동문 추천 장학)는 학사안내의 장학제도 페이지에 정리되어 있습니다.</p>',
    questionZh: '学费和奖学金制度是怎样的？',
    answerZh: '<p>各学期学费及奖学金制度请参阅中国MBA入学指南，或联系招生办公室。</p>',
  },
  {
    category: '학비·장학',
    question: '전형료를 냈는데 지원을 취소하면 돌려받을 수 있나요?',
    answer:
      '<p>고등교육법 시행령에 따라 전형에 쓰이지 않은 전형료는 4월 30일까지 돌려드립니다. 학교 사정으로 응시하지 못한 경우에는 전액을 돌려드립니다. 지원 내역 조회에서 환불 계좌를 등록해주세요.</p>',
  },
  {
    category: '학사',
    question: '직장에 다니면서 수업을 들을 수 있나요?',
    answer: '<p>수업은 평일 야간과 토요일에 열려 직장과 학업을 함께 할 수 있습니다.</p>',
  },
  {
    category: '학사',
    question: '졸업까지 몇 학기가 걸리나요?',
    answer: '<p>석사과정은 4개 학기(2년)이며, 정해진 학점을 이수하고 학위논문 또는 대체 과목을 마치면 졸업합니다.</p>',
    questionZh: '毕业需要几个学期？',
    answerZh: '<p>硕士课程为2年（4个学期），修满规定学分并提交学位论文即可毕业。</p>',
  },
];

export async function seedFaqs(): Promise<void> {
  if (process.env.TEST_TEMPLATE_DB) return;
  await insertSampleFaqs(Setting.sequelize!);
}

/** The sample entries, on a database without any (the search quality test adds them itself: seedFaqs skips tests). */
export async function insertSampleFaqs(sequelize: Sequelize): Promise<void> {
  const [row] = await sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM faqs', {
    type: QueryTypes.SELECT,
  });
  if (row && row.n > 0) return;
  for (const [i, f] of FAQS.entries())
    await sequelize.query(
      `INSERT INTO faqs (question, answer, question_zh, answer_zh, category, sort_order, visible)
       VALUES ($1, $2, $3, $4, $5, $6, true)`,
      { bind: [f.question, f.answer, f.questionZh ?? '', f.answerZh ?? '', f.category, i + 1] },
    );
}

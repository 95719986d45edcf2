// A privacy policy text as short as a version may be: the three sections its labelled summary needs (처리 목적,
// 보유 기간, 수집 항목), each with a list.
export const SHORT_POLICY =
  '<section class="content-section"><h2>제1조 개인정보의 처리 목적</h2><ol><li>입학 전형: 원서접수와 합격자 발표</li></ol></section>' +
  '<section class="content-section"><h2>제2조 개인정보의 보유 기간</h2><ul><li>지원자: 전형 종료 후 3년</li></ul></section>' +
  '<section class="content-section"><h2>제3조 처리하는 개인정보의 항목</h2><ul><li>이름, 이메일</li></ul></section>';

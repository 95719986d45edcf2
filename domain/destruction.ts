// The 파기 대장's words (표준 개인정보 보호지침: 파기 기록): what kind of data was destroyed, by which method, and the
// rules that required it. The server writes the keys; the admin and the export show the labels.
export const DESTRUCTION_KINDS = {
  application: '입학 지원서(첨부 서류 포함)',
  post: '게시글(휴지통)',
  page: '페이지(휴지통)',
  postView: '게시글 조회 기록(방문자 해시)',
  backupFile: '백업 파일',
  formResponse: '신청 양식 응답(설명회·상담 예약)',
  question: '입학상담 질문자 정보(이름·이메일·비밀번호)와 질문',
  subscriber: '입학 소식 구독자(미확인·동의 만료·수신 거부)',
  importLeftBehind: '옛 사이트에서 옮기지 않은 개인정보(쪽지·포인트·방문 기록·1:1 문의·회원 등)',
  member: '회원 정보(본인의 삭제 요구)',
} as const;
export type DestructionKind = keyof typeof DESTRUCTION_KINDS;

export const DESTRUCTION_METHODS = {
  database: '데이터베이스에서 삭제(복구 불가)',
  backup: '백업 파일 순환 삭제',
} as const;
export type DestructionMethod = keyof typeof DESTRUCTION_METHODS;

/** What the register says about copies: purged rows leave the backups only when those rotate out. */
export const BACKUP_NOTE = '백업에 남은 사본은 해당 백업 파일이 순환 삭제될 때 파기됩니다.';

export const destructionKindLabel = (kind: string): string =>
  (DESTRUCTION_KINDS as Record<string, string>)[kind] ?? kind;
export const destructionMethodLabel = (m: string): string => (DESTRUCTION_METHODS as Record<string, string>)[m] ?? m;

/** The jobs that destroy data, as the register names them. */
export const DESTRUCTION_JOBS: Record<string, string> = {
  'retention-purge': '보유기간 자동 파기 작업',
  'trash-purge': '휴지통 자동 비우기 작업',
  'view-log-prune': '조회 기록 정리 작업',
  'backup-rotation': '백업 순환 작업',
  'form-purge': '신청 양식 응답 파기 작업',
  'privacy-purge-cli': 'npm run privacy:purge',
  'question-purge': '입학상담 보유기간 자동 파기 작업',
  'subscriber-consents': '구독 동의 만료·미확인 구독 정리 작업',
  unsubscribe: '수신 거부 처리(본인 요청)',
  'consent-lapse': '확인하지 않은 수신 동의 정리(신청 취소·지원 취소)',
  'gnuboard5-import': '그누보드5 가져오기(npm run import)',
};

/** Who destroyed (destruction_records.actor_type): a job, or a staff member (a deletion, 영구 삭제). */
export const DESTRUCTION_ACTOR_TYPES = ['job', 'staff'] as const;
export type DestructionActorType = (typeof DESTRUCTION_ACTOR_TYPES)[number];

// The labelled summary at the top of the privacy policy (개인정보보호위원회 작성지침: 라벨링). Each label has an icon
// and its Korean name; its lines come from the version's own text (server/html/privacy-labels.ts reads them). A
// version may not be published while a required label has nothing to show.

export type PrivacyLabelKey = 'items' | 'purposes' | 'retention' | 'thirdParties' | 'processors' | 'complaints';

export interface PrivacyLabel {
  key: PrivacyLabelKey;
  /** The line drawn under the icon: what this label stands for. */
  name: string;
  /** What the version says, one short line each. */
  lines: string[];
}

/** The labels in the order the guidance lists them, with the section heading that holds each one's data. */
export interface PrivacyLabelSource {
  key: PrivacyLabelKey;
  name: string;
  /** The section heading (h2) that holds the label's data. */
  heading: RegExp;
  required: boolean;
  /** In a table, the columns (by their header) that give the line; the row's first cell names it. */
  columns?: RegExp;
}

export const PRIVACY_LABELS: readonly PrivacyLabelSource[] = [
  { key: 'items', name: '수집 항목', heading: /항목/, required: true, columns: /항목/ },
  { key: 'purposes', name: '처리 목적', heading: /처리\s*목적/, required: true },
  { key: 'retention', name: '보유 기간', heading: /보유\s*기간/, required: true, columns: /기간/ },
  { key: 'thirdParties', name: '제3자 제공', heading: /제3자\s*제공/, required: false, columns: /목적/ },
  { key: 'processors', name: '처리 위탁', heading: /위탁/, required: false },
  { key: 'complaints', name: '고충 처리', heading: /보호\s*책임자|고충/, required: false },
];

/** What a label with no data says: the version does not do it (제3자 제공 없음), or not stated. */
export const EMPTY_LABEL_LINE: Record<PrivacyLabelKey, string> = {
  items: '',
  purposes: '',
  retention: '',
  thirdParties: '제3자에게 제공하지 않습니다',
  processors: '처리를 위탁하지 않습니다',
  complaints: '개인정보 보호책임자에게 문의해 주십시오',
};

/** The Korean refusal when a required label is empty, or null when the summary can be drawn. */
export function missingLabelsMessage(labels: readonly PrivacyLabel[]): string | null {
  const missing = PRIVACY_LABELS.filter((l) => l.required && !labels.find((x) => x.key === l.key)?.lines.length);
  if (!missing.length) return null;
  const names = missing.map((l) => l.name).join(', ');
  return `본문: 개인정보 처리방침 요약에 넣을 내용이 없습니다 (${names}). 제목(h2)에 그 이름이 든 조와 그 목록이나 표를 넣어주세요.`;
}

// "개인정보 처리방침 요약": the labels at the top of the policy (개인정보보호위원회 작성지침의 라벨링), each an icon
// we draw (decorative: its Korean name is the visible text beside it) and the version's own lines for it.
import type { JSX } from 'preact';
import { missingLabelsMessage, type PrivacyLabel, type PrivacyLabelKey } from '../../domain/privacy-labels.js';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 2,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

/** 24×24 line drawings: a form, a target, an hourglass, a hand-over, a handshake of boxes, a speech bubble. */
const ICONS: Record<PrivacyLabelKey, JSX.Element> = {
  items: (
    <g {...stroke}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </g>
  ),
  purposes: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="12" cy="12" r="0.5" />
    </g>
  ),
  retention: (
    <g {...stroke}>
      <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
    </g>
  ),
  thirdParties: (
    <g {...stroke}>
      <circle cx="6" cy="8" r="3" />
      <circle cx="18" cy="8" r="3" />
      <path d="M3 19c0-3 1.5-5 3-5s3 2 3 5M15 19c0-3 1.5-5 3-5s3 2 3 5M10 11h4M12.5 9.5 14 11l-1.5 1.5" />
    </g>
  ),
  processors: (
    <g {...stroke}>
      <rect x="3" y="4" width="8" height="7" rx="1" />
      <rect x="13" y="13" width="8" height="7" rx="1" />
      <path d="M11 7.5h3a2 2 0 0 1 2 2V13M14.5 11.5 16 13l1.5-1.5" />
    </g>
  ),
  complaints: (
    <g {...stroke}>
      <path d="M4 5h16v11H10l-4 4v-4H4z" />
      <path d="M12 8v4M12 14.5v0.5" />
    </g>
  ),
};

/** The summary, or nothing for a version whose text does not give it (the ones before the labels were asked for). */
export function PrivacyLabels({ labels }: { labels: readonly PrivacyLabel[] }) {
  if (!labels.length || missingLabelsMessage(labels)) return null;
  return (
    <section class="content-section privacy-labels" aria-labelledby="privacy-labels-title">
      <h2 id="privacy-labels-title">개인정보 처리방침 요약</h2>
      <ul class="privacy-labels-list">
        {labels.map((l) => (
          <li key={l.key} class="privacy-label">
            <svg
              class="privacy-label-icon"
              viewBox="0 0 24 24"
              width="40"
              height="40"
              aria-hidden="true"
              focusable="false"
            >
              {ICONS[l.key]}
            </svg>
            <h3 class="privacy-label-name">{l.name}</h3>
            <ul class="privacy-label-lines">
              {l.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

// 개인정보처리방침 and its versions (개인정보 보호법 제30조; 작성지침: keep earlier versions readable). The version in
// force (or, at /policy/privacy/v/<id>, any other one) with its 부칙 — the effective date — and the list of every
// version: the earlier ones as links that stay readable, one announced for a later day marked 시행 예정. From 7 days
// before that day (개인정보보호위원회's guide for changes) the page in force and the announced one say so at the top,
// with a pair of tabs to read either text. Under the title, 개인정보 처리방침 요약 (./privacy-labels.tsx).
import { dayBefore, type PrivacyStatus } from '../../domain/privacy.js';
import type { PrivacyLabel } from '../../domain/privacy-labels.js';
import { formatLongDate } from '../../domain/time.js';
import { externalImagesAsLinks } from '../lib/external-images.js';
import { richTextWithoutStyles } from '../lib/rich-text-styles.js';
import { scrollableTables } from '../lib/scrollable-tables.js';
import { PrivacyLabels } from './privacy-labels.js';

export const PRIVACY_PATH = '/policy/privacy';
export const privacyVersionPath = (id: number) => `${PRIVACY_PATH}/v/${id}`;

export interface PrivacyVersionView {
  id: number;
  name: string;
  effectiveOn: string;
  status: PrivacyStatus;
  content: string;
  summary: string | null;
  notes: string | null;
  /** 개인정보 처리방침 요약, read from the version's own text (none for a version kept by the office only). */
  labels: PrivacyLabel[];
}

const STATUS: Record<PrivacyStatus, string> = { current: '현행', previous: '이전', upcoming: '시행 예정' };

function period(v: PrivacyVersionView, next: PrivacyVersionView | undefined): string {
  const from = formatLongDate(v.effectiveOn);
  if (v.status === 'upcoming') return `${from} 시행 예정`;
  if (v.status === 'current' || !next) return `${from}부터 시행`;
  return `${from} ~ ${formatLongDate(dayBefore(next.effectiveOn))} 적용`;
}

/** The version in force and the one announced next, as two tabs (links: they work without JavaScript). */
function VersionTabs({ shown, current, announced }: TabsProps) {
  const tabs = [
    { v: current, label: `현행 방침 (${formatLongDate(current.effectiveOn)}부터)` },
    { v: announced, label: `${formatLongDate(announced.effectiveOn)}부터 바뀌는 방침` },
  ];
  return (
    <nav class="privacy-tabs" aria-label="현행 방침과 바뀌는 방침">
      <ul>
        {tabs.map(({ v, label }) => (
          <li key={v.id}>
            <a
              href={v.status === 'current' ? PRIVACY_PATH : privacyVersionPath(v.id)}
              class={v.id === shown.id ? 'is-on' : undefined}
              aria-current={v.id === shown.id ? 'page' : undefined}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface TabsProps {
  shown: PrivacyVersionView;
  current: PrivacyVersionView;
  announced: PrivacyVersionView;
}

/** The notice at the top of the version in force and of the announced one while the 7-day window is open. */
function ChangeNotice(props: TabsProps) {
  const { shown, announced } = props;
  const day = formatLongDate(announced.effectiveOn);
  return (
    <div class="container page-body page-body--notice">
      <div class="callout privacy-change" role="note">
        <p class="callout-title">
          {shown.id === announced.id
            ? `시행 예정인 개인정보처리방침입니다 (${day}부터 시행)`
            : `개인정보처리방침이 ${day}부터 바뀝니다`}
        </p>
        <p>
          {shown.id === announced.id
            ? '그 전날까지는 현행 방침이 적용됩니다.'
            : '그 전날까지는 아래의 현행 방침이 적용됩니다. 바뀌는 방침의 전문을 미리 읽어 보실 수 있습니다.'}
          {announced.summary ? ` 주요 변경 사항: ${announced.summary}` : null}
        </p>
        <VersionTabs {...props} />
      </div>
    </div>
  );
}

/**
 * One version of the policy; `versions` is every version, oldest first (the list at the end); `announced` the next
 * version while its notice is up (from 7 days before its 시행일).
 */
export function PrivacyPage({
  shown,
  versions,
  announced,
}: {
  shown: PrivacyVersionView;
  versions: PrivacyVersionView[];
  announced?: PrivacyVersionView;
}) {
  const next = (v: PrivacyVersionView) => versions[versions.indexOf(v) + 1];
  const title = shown.status === 'current' ? '개인정보처리방침' : `개인정보처리방침 (${shown.name})`;
  const current = versions.find((v) => v.status === 'current');
  const paired = current && announced && (shown.id === current.id || shown.id === announced.id);
  return (
    <>
      {paired ? (
        <ChangeNotice shown={shown} current={current} announced={announced} />
      ) : shown.status !== 'current' ? (
        <div class="container page-body page-body--notice">
          <div class="callout" role="note">
            <p class="callout-title">
              {shown.status === 'upcoming'
                ? '시행 예정인 개인정보처리방침입니다'
                : '지금은 적용되지 않는 이전 방침입니다'}
            </p>
            <p>
              {shown.name}: {period(shown, next(shown))}.{' '}
              {current ? <a href={PRIVACY_PATH}>현행 개인정보처리방침 보기</a> : null}
            </p>
          </div>
        </div>
      ) : null}
      {shown.content ? (
        <div class="container page-body">
          <h1 class="page-title">{title}</h1>
          <PrivacyLabels labels={shown.labels} />
          <div
            class="privacy-text"
            dangerouslySetInnerHTML={{
              __html: scrollableTables(richTextWithoutStyles(externalImagesAsLinks(shown.content))),
            }}
          />
        </div>
      ) : (
        <div class="container page-body">
          <h1 class="page-title">{title}</h1>
          <p class="page-lead">{shown.notes ?? '이 판의 전문은 대학원 행정실에 요청해 주십시오.'}</p>
        </div>
      )}
      <div class="container page-body page-body--tail">
        <section class="content-section privacy-history">
          <h2>부칙</h2>
          <p>
            이 개인정보처리방침은 <strong>{formatLongDate(shown.effectiveOn)}</strong>부터 시행합니다.
          </p>
          {shown.summary ? <p>주요 변경 사항: {shown.summary}</p> : null}
          <h3 class="sub-heading">개인정보처리방침 변경 이력</h3>
          <ul class="list">
            {[...versions].reverse().map((v) => (
              <li key={v.id}>
                {v.id === shown.id ? (
                  <strong aria-current="page">
                    {v.name} ({STATUS[v.status]}): {period(v, next(v))}
                  </strong>
                ) : (
                  <a href={v.status === 'current' ? PRIVACY_PATH : privacyVersionPath(v.id)}>
                    {v.name} ({STATUS[v.status]}): {period(v, next(v))}
                  </a>
                )}
                {v.summary && v.id !== shown.id ? ` — ${v.summary}` : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

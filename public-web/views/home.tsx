// The home page: hero with the admission calls to action, quick links, the latest notices, the next
// academic-calendar events and the newest gallery photos, the departments, the key admission dates and
// the other boards, the China MBA banner and the admissions contact.
import type { SiteSettings } from '../../domain/settings.js';
import type { HomeData } from '../../domain/home.js';
import { ExternalLink } from '../components/ExternalLink.js';
import { departments } from '../content/departments/index.js';
import { home } from '../content/home.js';
import { applicationHref, type QuickLink } from '../layout/nav.js';
import { BROCHURE_URL } from '../layout/Footer.js';
import { HomeRoundBanner, RoundKeyDates, heroKicker, type HomeRounds } from './home-round.js';
import { GalleryStrip, LatestNotices, UpcomingEvents } from './home-latest.js';

const ICONS: Record<string, string> = {
  doc: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  folder: 'M3 7h6l2 2h10v10H3z',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4z M10 21h4',
  people:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6 M17 11a2.5 2.5 0 1 0 0-5 M17 14c2.5.3 4 2.6 4 6',
  pin: 'M12 21s-7-6.5-7-11a7 7 0 0 1 14 0c0 4.5-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};

export function HomePage({
  settings,
  latest,
  rounds,
  quick,
}: {
  settings: SiteSettings;
  latest: HomeData;
  rounds: HomeRounds;
  /** The quick links of the menu document. */
  quick: QuickLink[];
}) {
  return (
    <>
      <section class="hero">
        <div class="container hero-inner">
          <p class="hero-kicker">{heroKicker(rounds)}</p>
          <h1 class="hero-title">
            <span class="sr-only">
              {settings.universityName} {settings.schoolName}:{' '}
            </span>
            {home.heroTitle.split('\n').map((line) => (
              <span key={line} class="hero-line">
                {line}
              </span>
            ))}
          </h1>
          <p class="hero-text">{home.heroText}</p>
          <ul class="hero-actions">
            <li>
              <a class="btn btn-accent" href="/entrance/recruit">
                모집요강 보기
              </a>
            </li>
            <li>
              <ExternalLink class="btn btn-ghost" href={applicationHref(settings)} visibleNotice>
                온라인 원서접수
              </ExternalLink>
            </li>
            <li>
              <a class="btn btn-ghost" href={BROCHURE_URL} download>
                입학 안내 책자 내려받기
              </a>
            </li>
          </ul>
        </div>
      </section>

      <HomeRoundBanner rounds={rounds} />

      <nav class="quick" aria-label="바로가기">
        <ul class="container quick-list">
          {quick.map((q) => (
            <li key={q.href + q.label}>
              <a href={q.href} target={q.external ? '_blank' : undefined} rel={q.external ? 'noopener' : undefined}>
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path
                    d={ICONS[q.icon ?? 'doc'] ?? ICONS.doc}
                    fill="none"
                    stroke="currentColor"
                    stroke-width="1.7"
                    stroke-linecap="round"
                    stroke-linejoin="round"
                  />
                </svg>
                <span>{q.label}</span>
                {q.external ? <span class="sr-only"> (새 창)</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div class="home-section home-latest">
        <div class="container latest-grid">
          <LatestNotices notices={latest.notices} />
          <UpcomingEvents events={latest.events} />
        </div>
        <div class="container latest-gallery">
          <GalleryStrip photos={latest.photos} />
        </div>
      </div>

      <section class="home-section home-section--tint">
        <div class="container">
          <h2 class="home-heading">학과 안내</h2>
          <p class="home-sub">일곱 개 학과, 하나의 목표: 현장에서 통하는 경영</p>
          <ul class="dept-grid">
            {departments.map((d) => (
              <li key={d.slug}>
                <a class="dept-card" href={`/department/${d.slug}`}>
                  <span class="dept-name">{d.name}</span>
                  <span class="dept-tagline">{d.tagline}</span>
                </a>
              </li>
            ))}
            <li>
              <a class="dept-card dept-card--roadmap" href="/department/roadmap">
                <span class="dept-name">교육과정 로드맵</span>
                <span class="dept-tagline">4개 학기, 30학점의 이수 흐름 한눈에 보기</span>
              </a>
            </li>
          </ul>
        </div>
      </section>

      <section class="home-section">
        <div class="container home-split">
          <div>
            <h2 class="home-heading">입학 주요 일정</h2>
            <RoundKeyDates rounds={rounds} />
            <p>
              <a class="more-link" href="/entrance/recruit">
                전형 일정 전체 보기
              </a>
            </p>
          </div>
          <div>
            <h2 class="home-heading">정보광장</h2>
            <ul class="board-links">
              {home.boards.map((b) => (
                <li key={b.href}>
                  <a href={b.href}>
                    <span class="board-name">{b.label}</span>
                    <span class="board-text">{b.text}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section class="home-china" lang="zh-Hans">
        <div class="container home-china-inner">
          <h2 class="home-heading">{home.china.title}</h2>
          <p>{home.china.text}</p>
          <a class="btn btn-accent" href="/china/info_1">
            {home.china.cta}
          </a>
        </div>
      </section>

      <section class="home-section">
        <div class="container home-contact">
          <h2 class="home-heading">입학 상담</h2>
          <p>
            대학원 행정실 <a href={`tel:${settings.phone.replace(/[^0-9+]/g, '')}`}>{settings.phone}</a> ·{' '}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          <p class="home-hours">{settings.businessHours}</p>
        </div>
      </section>
    </>
  );
}

// What the pages of the route table tell search engines beyond title and description: the school on the home page
// (with the site-ownership codes), the admission windows (Events) on 모집요강 and the China MBA guide, the language pairs of
// the China MBA section, and the pages that are nobody's search result (login, join, my info).
import type { SiteSettings } from '../../../domain/settings.js';
import { listedRounds } from '../../../domain/round-schedule.js';
import { roundName } from '../../../domain/rounds.js';
import type { TrackCode } from '../../../domain/programs.js';
import { now } from '../../../domain/clock.js';
import { home } from '../../../public-web/content/home.js';
import { applicationHref } from '../../../public-web/layout/nav.js';
import { admissionWindow, school } from '../../../public-web/seo/json-ld.js';
import { firstSentence } from '../../../public-web/seo/describe.js';
import type { JsonLdNode, PageSeo } from '../../../public-web/seo/types.js';
import type { RoundStore } from '../../rounds/store.js';

/** The two language sections' front pages: the Korean home and the China MBA introduction, each the other's pair. */
const FRONT_PAGES = [
  { hreflang: 'ko', path: '/' },
  { hreflang: 'zh-Hans', path: '/china/info_1' },
  { hreflang: 'x-default', path: '/' },
];

/** hreflang of the pages that exist in one language only: themselves. */
const ownLanguage = (path: string) => [{ hreflang: 'zh-Hans', path }];

const WINDOW_NAME = { ko: (n: string) => `${n} 원서접수`, zh: (n: string) => `${n} 网上报名` };

/** The application windows of a track that have not closed, as Events (the rounds the page lists). */
async function windows(
  rounds: RoundStore,
  track: TrackCode,
  lang: 'ko' | 'zh',
  s: SiteSettings,
  origin: string,
  path: string,
): Promise<JsonLdNode[]> {
  const at = now();
  const applyUrl = track === 'china_mba' && !s.applicationUrl ? '/receipt/china-mba' : applicationHref(s);
  return listedRounds(await rounds.all(), track, at)
    .filter((r) => new Date(r.applyEndAt) > at)
    .map((r) =>
      admissionWindow(s, origin, {
        name: WINDOW_NAME[lang](roundName(r, lang)),
        startAt: r.applyStartAt,
        endAt: r.applyEndAt,
        applyUrl,
        pageUrl: `${origin}${path}`,
      }),
    );
}

export async function routeSeo(path: string, s: SiteSettings, rounds: RoundStore, origin: string): Promise<PageSeo> {
  switch (path) {
    case '/':
      return {
        verification: true,
        alternates: FRONT_PAGES,
        jsonLd: [school(s, origin)],
      };
    case '/entrance/recruit':
      return { jsonLd: await windows(rounds, 'master', 'ko', s, origin, path) };
    case '/china/info_1':
      return { alternates: FRONT_PAGES };
    case '/china/info_2':
      return { alternates: ownLanguage(path) };
    case '/china/info_4':
      return { alternates: ownLanguage(path), jsonLd: await windows(rounds, 'china_mba', 'zh', s, origin, path) };
    default:
      return path.startsWith('/auth/') ? { noindex: true } : {};
  }
}

/** The home page's description: the school's name and the first sentence of its introduction. */
export const homeDescription = (s: SiteSettings) =>
  `${s.universityName} ${s.schoolName}: ${firstSentence(home.heroText)}`;

// The generated public routes: the home page, the professors, the privacy policy, the FAQ and the member pages. Every other
// page of spec §2 (the introduction, admissions, departments, academic, venture and China MBA pages) is a page of
// 페이지 관리 in the database (server/stored-pages/in-force.ts), drawn by page-render.tsx.
import type { ComponentChildren } from 'preact';
import type { Sequelize } from 'sequelize';
import type { SiteSettings } from '../../domain/settings.js';
import type { SiteMenu } from '../../domain/menu.js';
import { menuChrome } from '../../public-web/layout/nav.js';
import { JoinPage, LoginPage, MyInfoPage } from '../../public-web/views/auth.js';
import { HomePage } from '../../public-web/views/home.js';
import { ProfessorPage } from '../../public-web/views/intro.js';
import { loadHomeData } from './home-data.js';
import { earlierOf } from '../../domain/round-schedule.js';
import { loadProfessors } from './professors.js';
import type { RoundStore } from '../rounds/store.js';
import { homeRounds } from './round-pages.js';
import { TimedBody } from './timed-body.js';
import { currentPrivacyBody } from './privacy.js';
import { seedPages } from '../../db/seed/pages-2026.js';
import { postsOf } from '../cache/topics.js';
import { FaqPage, faqTitle } from '../../public-web/views/faq.js';
import { faqEntries } from '../questions/faq-view.js';

/** Pages drawn from the settings alone. */
const FIXED: readonly string[] = [];

export { TimedBody };

export interface PageDef {
  title: string;
  lang?: 'ko' | 'zh-Hans';
  description?: string;
  noBanner?: boolean;
  /** Which popups the page shows first in its body (spec: the home page; the China MBA pages in Chinese). */
  popups?: 'ko' | 'zh';
  /**
   * What the body is rendered from besides the settings and the menu (server/cache/topics.ts): a change to anything
   * else keeps the cached page. Left out, every change drops it. Popups are added for pages that show them.
   */
  reads?: readonly string[];
  /** db: the database handle of the composition root, for the pages that read content; rounds: the admission
   * rounds (the schedule blocks), whose turnovers the publish clock watches; menu: the menu document (the home
   * page's quick links). */
  body: (
    settings: SiteSettings,
    db: Sequelize,
    rounds: RoundStore,
    menu: SiteMenu,
  ) => ComponentChildren | TimedBody | Promise<ComponentChildren | TimedBody>;
}

export const routes: Record<string, PageDef> = {
  '/': {
    title: '',
    noBanner: true,
    popups: 'ko',
    reads: [postsOf('notice'), postsOf('special_gallery'), postsOf('calendar'), 'rounds'],
    body: async (s, db, rounds, menu) => {
      const [latest, admission] = await Promise.all([loadHomeData(db), homeRounds(rounds)]);
      return new TimedBody(
        <HomePage settings={s} latest={latest} rounds={admission.rounds} quick={menuChrome(menu, s, 'ko').quick} />,
        earlierOf(latest.expiresAt, admission.expiresAt),
      );
    },
  },
  '/introduce/professor': {
    title: '교수진',
    reads: [postsOf('professor')],
    body: async (s, db) => <ProfessorPage settings={s} professors={await loadProfessors(db)} />,
  },
  // The version in force by the clock, with every other version listed (server/web/privacy.tsx).
  '/policy/privacy': { title: '개인정보처리방침', reads: ['pages'], body: (_s, db) => currentPrivacyBody(db) },
  // 자주 묻는 질문: the Korean entries, and in the China section those with Chinese texts.
  '/entrance/faq': {
    title: faqTitle('ko'),
    reads: ['faqs'],
    body: async (_s, db) => <FaqPage lang="ko" entries={await faqEntries(db, 'ko')} />,
  },
  '/china/faq': {
    title: faqTitle('zh-Hans'),
    lang: 'zh-Hans',
    reads: ['faqs'],
    body: async (_s, db) => <FaqPage lang="zh-Hans" entries={await faqEntries(db, 'zh-Hans')} />,
  },
  '/auth/login': { title: '로그인', reads: FIXED, body: () => <LoginPage /> },
  '/auth/join': { title: '회원가입', reads: FIXED, body: () => <JoinPage /> },
  '/auth/my-info': { title: '내 정보', reads: FIXED, body: () => <MyInfoPage /> },
};

/** Every public page path: the generated routes above and the pages seeded into 페이지 관리 (for tests and lists). */
export const publicPagePaths: string[] = [...Object.keys(routes), ...seedPages.map((p) => p.path)];

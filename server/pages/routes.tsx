// Every non-board public route of spec §2 and the pages around them: title, language and body.
// Content lives in public-web/content; this table only says which page answers which path.
import type { ComponentChildren } from 'preact';
import type { Sequelize } from 'sequelize';
import type { SiteSettings } from '../../domain/settings.js';
import { ContentPageView } from '../../public-web/components/Blocks.js';
import { regist } from '../../public-web/content/academic.js';
import { chinaInfo1, chinaInfo2, chinaInfo4 } from '../../public-web/content/china.js';
import { departments } from '../../public-web/content/departments/index.js';
import { documents, recruitIntro } from '../../public-web/content/entrance.js';
import { education, history } from '../../public-web/content/introduce.js';
import { emailRefusal } from '../../public-web/content/policy.js';
import { ventureInfo } from '../../public-web/content/venture.js';
import { JoinPage, LoginPage, MyInfoPage } from '../../public-web/pages/auth.js';
import { DepartmentPage, RoadmapPage } from '../../public-web/pages/department.js';
import { HomePage } from '../../public-web/pages/home.js';
import { ContactPage, GreetingPage, ProfessorPage } from '../../public-web/pages/intro.js';
import { ChinaPage, PrivacyPage } from '../../public-web/pages/misc.js';
import { loadHomeData } from './home-data.js';
import { earlierOf } from '../../domain/round-schedule.js';
import { loadProfessors } from './professors.js';
import type { RoundStore } from '../rounds/store.js';
import { chinaAdmissionBody, homeRounds, recruitBody } from './round-pages.js';
import { TimedBody } from './timed-body.js';
import { postsOf } from '../cache/topics.js';

/** Pages drawn from public-web/content and the settings alone. */
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
   * What the body is rendered from besides the settings (server/cache/topics.ts): a change to anything else keeps
   * the cached page. Left out, every change drops it. Popups are added for pages that show them.
   */
  reads?: readonly string[];
  /** db: the database handle of the composition root, for the pages that read content; rounds: the admission
   * rounds (the schedule blocks), whose turnovers the publish clock watches. */
  body: (
    settings: SiteSettings,
    db: Sequelize,
    rounds: RoundStore,
  ) => ComponentChildren | TimedBody | Promise<ComponentChildren | TimedBody>;
}

export const routes: Record<string, PageDef> = {
  '/': {
    title: '',
    noBanner: true,
    popups: 'ko',
    reads: [postsOf('notice'), postsOf('special_gallery'), postsOf('calendar'), 'rounds'],
    body: async (s, db, rounds) => {
      const [latest, admission] = await Promise.all([loadHomeData(db), homeRounds(rounds)]);
      return new TimedBody(
        <HomePage settings={s} latest={latest} rounds={admission.rounds} />,
        earlierOf(latest.expiresAt, admission.expiresAt),
      );
    },
  },
  '/introduce/education': { title: education.title, reads: FIXED, body: () => <ContentPageView page={education} /> },
  '/introduce/history': { title: history.title, reads: FIXED, body: () => <ContentPageView page={history} /> },
  '/introduce/greeting': { title: '원장 인사말', reads: FIXED, body: (s) => <GreetingPage settings={s} /> },
  '/introduce/contact': { title: '오시는 길', reads: FIXED, body: (s) => <ContactPage settings={s} /> },
  '/introduce/professor': {
    title: '교수진',
    reads: [postsOf('professor')],
    body: async (s, db) => <ProfessorPage settings={s} professors={await loadProfessors(db)} />,
  },
  '/entrance/recruit': {
    title: recruitIntro.title,
    description: recruitIntro.lead,
    reads: ['rounds'],
    body: (_s, _db, rounds) => recruitBody(rounds),
  },
  '/entrance/document': { title: documents.title, reads: FIXED, body: () => <ContentPageView page={documents} /> },
  '/department/roadmap': { title: '교육과정 로드맵', reads: FIXED, body: () => <RoadmapPage /> },
  '/bachelor_degree/regist': { title: regist.title, reads: FIXED, body: () => <ContentPageView page={regist} /> },
  '/venture/info': { title: ventureInfo.title, reads: FIXED, body: () => <ContentPageView page={ventureInfo} /> },
  '/china/info_1': {
    title: chinaInfo1.title,
    lang: 'zh-Hans',
    popups: 'zh',
    description: chinaInfo1.description,
    reads: FIXED,
    body: (s) => <ChinaPage page={chinaInfo1} settings={s} />,
  },
  '/china/info_2': {
    title: chinaInfo2.title,
    lang: 'zh-Hans',
    popups: 'zh',
    description: chinaInfo2.description,
    reads: FIXED,
    body: (s) => <ChinaPage page={chinaInfo2} settings={s} />,
  },
  '/china/info_4': {
    title: chinaInfo4.title,
    lang: 'zh-Hans',
    popups: 'zh',
    description: chinaInfo4.description,
    reads: ['rounds'],
    body: (s, _db, rounds) => chinaAdmissionBody(s, rounds),
  },
  '/policy/privacy': { title: '개인정보처리방침', reads: FIXED, body: (s) => <PrivacyPage settings={s} /> },
  '/policy/email': { title: emailRefusal.title, reads: FIXED, body: () => <ContentPageView page={emailRefusal} /> },
  '/auth/login': { title: '로그인', reads: FIXED, body: () => <LoginPage /> },
  '/auth/join': { title: '회원가입', reads: FIXED, body: () => <JoinPage /> },
  '/auth/my-info': { title: '내 정보', reads: FIXED, body: () => <MyInfoPage /> },
};

for (const d of departments) {
  routes[`/department/${d.slug}`] = {
    title: d.name,
    description: d.overview,
    reads: FIXED,
    body: () => <DepartmentPage dept={d} />,
  };
}

// The page bodies as the code drew them before pages moved into the database (issue 12): the source of the
// seed (db/seed/pages-2026.ts, written by scripts/snapshot-pages.ts) and of the test that the seeded pages render
// the same HTML. Nothing on the public site imports this file.
import type { ComponentChildren } from 'preact';
import type { SiteSettings } from '../../../domain/settings.js';
import type { PageGroup, PageLang } from '../../../domain/pages.js';
import type { RoundParts } from '../round-pages.js';
import { ContentPageView } from '../../../public-web/components/Blocks.js';
import { regist } from '../../../public-web/content/academic.js';
import { chinaInfo1, chinaInfo2, chinaInfo4Page } from '../../../public-web/content/china.js';
import { departments } from '../../../public-web/content/departments/index.js';
import { documents, recruitPage } from '../../../public-web/content/entrance.js';
import { education, history } from '../../../public-web/content/introduce.js';
import { emailRefusal } from '../../../public-web/content/policy.js';
import { ventureInfo } from '../../../public-web/content/venture.js';
import { DepartmentPage, RoadmapPage } from '../../../public-web/pages/department.js';
import { ContactPage, GreetingPage } from '../../../public-web/pages/intro.js';
import { ChinaPage } from '../../../public-web/pages/misc.js';

export interface LegacyPage {
  path: string;
  group: PageGroup;
  lang: PageLang;
  /** The <title> (the h1 comes from the body). */
  title: string;
  description?: string;
  body: (settings: SiteSettings, round: RoundParts) => ComponentChildren;
}

const ko = (path: string, group: PageGroup, title: string, body: LegacyPage['body'], description?: string) => ({
  path,
  group,
  lang: 'ko' as const,
  title,
  description,
  body,
});

export const legacyPages: LegacyPage[] = [
  ko('/introduce/education', 'introduce', education.title, () => <ContentPageView page={education} />),
  ko('/introduce/history', 'introduce', history.title, () => <ContentPageView page={history} />),
  ko('/introduce/greeting', 'introduce', '원장 인사말', (s) => <GreetingPage settings={s} />),
  ko('/introduce/contact', 'introduce', '오시는 길', (s) => <ContactPage settings={s} />),
  ko(
    '/entrance/recruit',
    'entrance',
    '모집요강',
    (_s, r) => <ContentPageView page={recruitPage(r.schedule, r.current)} />,
    recruitPage({ heading: '', blocks: [] }, null).lead,
  ),
  ko('/entrance/document', 'entrance', documents.title, () => <ContentPageView page={documents} />),
  ko('/department/roadmap', 'department', '교육과정 로드맵', () => <RoadmapPage />),
  ...departments.map((d) =>
    ko(`/department/${d.slug}`, 'department', d.name, () => <DepartmentPage dept={d} />, d.overview),
  ),
  ko('/bachelor_degree/regist', 'academic', regist.title, () => <ContentPageView page={regist} />),
  ko('/venture/info', 'venture', ventureInfo.title, () => <ContentPageView page={ventureInfo} />),
  ...[chinaInfo1, chinaInfo2].map((p, i) => ({
    path: `/china/info_${i + 1}`,
    group: 'china' as const,
    lang: 'zh-Hans' as const,
    title: p.title,
    description: p.description,
    body: (s: SiteSettings) => <ChinaPage page={p} settings={s} />,
  })),
  {
    path: '/china/info_4',
    group: 'china',
    lang: 'zh-Hans',
    title: chinaInfo4Page({ heading: '', blocks: [] }, null).title,
    description: chinaInfo4Page({ heading: '', blocks: [] }, null).description,
    body: (s, r) => <ChinaPage page={chinaInfo4Page(r.schedule, r.current)} settings={s} />,
  },
  ko('/policy/email', 'policy', emailRefusal.title, () => <ContentPageView page={emailRefusal} />),
];

// The privacy policy's public pages: /policy/privacy (the version in force on today's Seoul date, by the clock of
// domain/clock.ts) and /policy/privacy/v/<id> (any version, earlier or announced). Both list every version. From 7
// days before an announced version's 시행일 both also show it next to the one in force (개인정보보호위원회's guide).
// A cached page lives until the next such instant (the notice opens, or the version takes effect, at midnight in
// Seoul), so it turns over then in every process without a job; server/web/clock.ts wakes at the same instants.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { announcedVersion, noticeOpensOn, withStatus } from '../../domain/privacy.js';
import { seoulDay, seoulMidnight } from '../../domain/time.js';
import { listPrivacyVersions } from '../../db/privacy-versions.js';
import { privacyLabels } from '../html/privacy-labels.js';
import { renderPage } from '../../public-web/document.js';
import { PrivacyPage, type PrivacyVersionView } from '../../public-web/views/privacy.js';
import type { PageCache } from '../cache/page-cache.js';
import type { MenuCache } from '../cache/menu.js';
import type { SettingsCache } from '../cache/settings.js';
import { notFound } from '../http/errors.js';
import { TimedBody } from './timed-body.js';

const midnightOf = (day: string) => seoulMidnight(...(day.split('-').map(Number) as [number, number, number]));

/**
 * Every version with its standing today, the one announced next to the version in force (from 7 days before its
 * 시행일), and when the page next changes by itself: the next version's notice opening, else its taking effect.
 */
export async function privacyVersionsNow(db: Sequelize): Promise<{
  versions: PrivacyVersionView[];
  announced: PrivacyVersionView | undefined;
  changesAt: Date | null;
}> {
  const today = seoulDay(now());
  const versions = withStatus(await listPrivacyVersions(db), today).map((v) => ({
    ...v,
    labels: v.content ? privacyLabels(v.content) : [],
  }));
  const upcoming = versions.find((v) => v.status === 'upcoming');
  const announced = announcedVersion(versions, today);
  const changesAt = !upcoming
    ? null
    : midnightOf(announced ? upcoming.effectiveOn : noticeOpensOn(upcoming.effectiveOn));
  return { versions, announced, changesAt };
}

/** The body of /policy/privacy: the version in force (none yet: the earliest announced one). */
export async function currentPrivacyBody(db: Sequelize): Promise<TimedBody> {
  const { versions, announced, changesAt } = await privacyVersionsNow(db);
  const shown = versions.find((v) => v.status === 'current') ?? versions[0];
  if (!shown) throw notFound('게시된 개인정보처리방침이 없습니다.');
  return new TimedBody(<PrivacyPage shown={shown} versions={versions} announced={announced} />, changesAt);
}

export interface PrivacyPageDeps {
  settings: SettingsCache;
  menu: MenuCache;
  pages: PageCache;
  sequelize: Sequelize;
  publicUrl: string;
}

export function privacyVersionPages(deps: PrivacyPageDeps): Router {
  const r = Router();
  r.get('/policy/privacy/v/:id', async (req, res, next) => {
    if (!/^\d{1,9}$/.test(req.params.id)) return next();
    const id = Number(req.params.id);
    await deps.pages.serve(
      req,
      res,
      `/policy/privacy/v/${id}`,
      async () => {
        const { versions, announced, changesAt } = await privacyVersionsNow(deps.sequelize);
        const shown = versions.find((v) => v.id === id);
        if (!shown) throw notFound('요청하신 개인정보처리방침을 찾을 수 없습니다.');
        const [settings, menu] = await Promise.all([deps.settings.get(), deps.menu.get()]);
        const html = renderPage({
          path: req.path,
          title: `개인정보처리방침 (${shown.name})`,
          settings,
          menu,
          origin: deps.publicUrl,
          children: <PrivacyPage shown={shown} versions={versions} announced={announced} />,
        });
        return { status: 200, html, expiresAt: changesAt };
      },
      { reads: ['pages'] },
    );
  });
  return r;
}

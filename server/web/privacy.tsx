// The privacy policy's public pages: /policy/privacy (the version in force on today's Seoul date, by the clock of
// domain/clock.ts) and /policy/privacy/v/<id> (any version, earlier or announced). Both list every version; a cached
// page lives until the next announced version takes effect at midnight in Seoul, so it turns over then in every
// process without a job.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { withStatus } from '../../domain/privacy.js';
import { seoulDay, seoulMidnight } from '../../domain/time.js';
import { listPrivacyVersions } from '../../db/privacy-versions.js';
import { renderPage } from '../../public-web/document.js';
import { PrivacyPage, type PrivacyVersionView } from '../../public-web/views/privacy.js';
import type { PageCache } from '../cache/page-cache.js';
import type { MenuCache } from '../cache/menu.js';
import type { SettingsCache } from '../cache/settings.js';
import { notFound } from '../http/errors.js';
import { TimedBody } from './timed-body.js';

/** Every version with its standing today, and when that standing next changes (an upcoming version's midnight). */
export async function privacyVersionsNow(
  db: Sequelize,
): Promise<{ versions: PrivacyVersionView[]; changesAt: Date | null }> {
  const versions = withStatus(await listPrivacyVersions(db), seoulDay(now()));
  const upcoming = versions.find((v) => v.status === 'upcoming');
  const changesAt = upcoming
    ? seoulMidnight(...(upcoming.effectiveOn.split('-').map(Number) as [number, number, number]))
    : null;
  return { versions, changesAt };
}

/** The body of /policy/privacy: the version in force (none yet: the earliest announced one). */
export async function currentPrivacyBody(db: Sequelize): Promise<TimedBody> {
  const { versions, changesAt } = await privacyVersionsNow(db);
  const shown = versions.find((v) => v.status === 'current') ?? versions[0];
  if (!shown) throw notFound('게시된 개인정보처리방침이 없습니다.');
  return new TimedBody(<PrivacyPage shown={shown} versions={versions} />, changesAt);
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
        const { versions, changesAt } = await privacyVersionsNow(deps.sequelize);
        const shown = versions.find((v) => v.id === id);
        if (!shown) throw notFound('요청하신 개인정보처리방침을 찾을 수 없습니다.');
        const [settings, menu] = await Promise.all([deps.settings.get(), deps.menu.get()]);
        const html = renderPage({
          path: req.path,
          title: `개인정보처리방침 (${shown.name})`,
          settings,
          menu,
          origin: deps.publicUrl,
          children: <PrivacyPage shown={shown} versions={versions} />,
        });
        return { status: 200, html, expiresAt: changesAt };
      },
      { reads: ['pages'] },
    );
  });
  return r;
}

// The composition root: one Express app serving /healthz, /api, /admin and the public pages. Everything a part
// needs is built here and handed to it: the database handle, the publish step, the file-visibility table, the
// caches. No router registers anything global while it is built.
import cookieParser from 'cookie-parser';
import cluster from 'node:cluster';
import type { RequestListener } from 'node:http';
import express from 'express';
import type { Sequelize } from 'sequelize';
import type { Config } from './process/config.js';
import { adminStatic } from './admin-static.js';
import { authApi } from './api/auth/index.js';
import { boardsApi } from './api/boards/index.js';
import { dashboardApi } from './api/dashboard/index.js';
import { memberGroupsApi } from './api/member-groups/index.js';
import { membersApi } from './api/members/index.js';
import { staffApi } from './api/staff/index.js';
import { postsApi } from './api/posts/index.js';
import { trashApi } from './api/trash/index.js';
import { boardPages } from './web/boards/index.js';
import { qnaPages } from './web/qna.js';
import { applicationsApi } from './api/applications/index.js';
import { accessReviewsApi } from './api/access-reviews/index.js';
import { backupsApi } from './api/backups/index.js';
import { formPages } from './web/forms.js';
import { formsApi } from './api/forms/index.js';
import { destructionRecordsApi } from './api/destruction-records/index.js';
import { auditLogsApi } from './api/audit-logs/index.js';
import { auditTrail } from './audit/middleware.js';
import { receiptPages } from './web/receipt/index.js';
import { createAuthKit } from './auth/passport.js';
import { notFound } from './http/errors.js';
import { popupsApi } from './api/popups/index.js';
import { questionsApi } from './api/questions/index.js';
import { faqsApi } from './api/faqs/index.js';
import { roundsApi } from './api/rounds/index.js';
import { pagesApi } from './api/pages/index.js';
import { previewPages } from './web/preview.js';
import { mailOutboxApi } from './api/mail-outbox/index.js';
import { campaignsApi } from './api/campaigns/index.js';
import { subscribersApi } from './api/subscribers/index.js';
import { mailTemplatesApi } from './api/mail-templates/index.js';
import { resultLettersApi } from './api/result-letters/index.js';
import { settingsApi } from './api/settings/index.js';
import { menuApi } from './api/menu/index.js';
import { privacyVersionsApi } from './api/privacy-versions/index.js';
import { privacyRequestsApi } from './api/privacy-requests/index.js';
import { brochureDownload } from './api/settings/brochure.js';
import { brochureHandler } from './web/brochure.js';
import { filesApi } from './api/files/index.js';
import { searchStatsApi } from './api/search-stats/index.js';
import { filePages } from './web/files.js';
import { filePolicies } from './files/policies.js';
import { healthHandler } from './health.js';
import { apiErrorHandler } from './middleware/onerror.js';
import { rejectNul } from './middleware/validate.js';
import { useKoreanZodMessages } from './middleware/zod-messages.js';
import { pageErrorHandler, publicPages } from './web/index.js';
import { PageStore } from './stored-pages/in-force.js';
import { searchPages } from './web/search.js';
import { subscribePages } from './web/subscribe.js';
import { privacyRequestPages } from './web/privacy-request.js';
import { SearchStats } from './search/stats.js';
import { securityHeaders } from './http/security-headers.js';
import { withFastPath } from './fast-path.js';
import { PageCache } from './cache/page-cache.js';
import { SettingsCache } from './cache/settings.js';
import { MenuCache } from './cache/menu.js';
import { RoundStore } from './rounds/store.js';
import type { SiteEvents } from './cache/site-events.js';
import { createPublisher } from './cache/publish.js';
import { calendarFeed } from './web/calendar-feed.js';
import { seoPages } from './web/seo/index.js';
import { visitsApi } from './api/visits/index.js';
import { VisitCounter } from './visits/counter.js';
import { saltSource } from './visits/salt.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import { newestBackupAt } from './backups/store.js';
import { useRegistry } from './metrics/cluster.js';
import { metricsHandler } from './metrics/handler.js';
import { parseAllowList } from './metrics/access.js';
import { createRequestWatch } from './request-watch.js';
import { OldAddressCounters } from './redirects/counters.js';
import { oldAddresses } from './web/old-addresses.js';
import { redirectsApi } from './api/redirects/index.js';
import { approvalsApi } from './api/approvals/index.js';
import { linkChecksApi } from './api/link-checks/index.js';
import { LINK_ROUTES } from './link-routes.js';
import { notFoundApi } from './api/not-found/index.js';
import { importRunsApi } from './api/import-runs/index.js';

export interface AppDeps {
  sequelize: Sequelize;
  config: Pick<Config, 'jwtSecret' | 'distDir' | 'trustProxy' | 'smtpUrl'> &
    Partial<Pick<Config, 'publicUrl' | 'imageImport' | 'metricsAllow' | 'metricsToken'>>;
  events: SiteEvents;
}

/** What watches the answers: the request metrics and the visitor count, one of each per process. */
export interface Observers {
  metrics: Metrics;
  visits: VisitCounter;
}

export function createObservers({ sequelize, config }: AppDeps, pages: PageCache): Observers {
  const metrics = createMetrics({ sequelize, pages, newestBackupAt: () => newestBackupAt(sequelize) });
  // In a cluster the primary gathers every worker's registry (server/metrics/cluster.ts).
  if (cluster.isWorker) useRegistry(metrics.registry);
  return { metrics, visits: new VisitCounter({ sequelize, salts: saltSource(), trustProxy: config.trustProxy }) };
}

/** The process's request listener: the Express app behind the fast path for cached pages. */
export function createRequestListener(deps: AppDeps): RequestListener {
  const pages = new PageCache(deps.events);
  const observers = createObservers(deps, pages);
  pages.sent = (req, res, entry) => observers.visits.page(req, res.statusCode, entry.type);
  return withFastPath(
    createApp(deps, pages, observers),
    pages,
    createRequestWatch(observers.metrics, observers.visits),
  );
}

export function createApp(
  { sequelize, config, events }: AppDeps,
  pages: PageCache,
  { metrics, visits }: Observers = createObservers({ sequelize, config, events }, pages),
): express.Express {
  useKoreanZodMessages();
  const settings = new SettingsCache(events);
  const menu = new MenuCache(sequelize, events);
  const rounds = new RoundStore(events);
  const storedPages = new PageStore(sequelize, events);
  // The only holder of events.changed: every write that can change a public page publishes through it.
  const publisher = createPublisher(sequelize, events);
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';
  // One gathering of searches per process: the search pages record into it, /api/search-stats writes it out.
  const searchStats = new SearchStats(sequelize);
  // The old addresses' hits and the 404 기록, gathered per process and written in batches.
  const oldAddressCounters = new OldAddressCounters(sequelize);
  const old = oldAddresses({ sequelize, counters: oldAddressCounters });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(securityHeaders);
  app.get('/healthz', healthHandler({ sequelize }));
  app.get(
    '/metrics',
    metricsHandler(metrics, { allow: parseAllowList(config.metricsAllow?.join(',')), token: config.metricsToken }),
  );

  const auth = createAuthKit(sequelize, config.jwtSecret);
  const api = express.Router();
  api.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  api.use(cookieParser());
  api.use(rejectNul);
  // Every staff change and personal-data download, and staff logins and logouts, once the answer has gone.
  api.use(auditTrail(sequelize, config.jwtSecret));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use('/auth', authApi({ auth, sequelize, jwtSecret: config.jwtSecret }));
  api.use('/files', filesApi({ auth, importOptions: config.imageImport }));
  api.use('/boards', boardsApi({ auth, events, publisher, sequelize }));
  api.use('/posts', postsApi({ auth, events, publisher, sequelize, publicUrl }));
  api.use('/trash', trashApi({ auth, publisher, sequelize }));
  api.use('/dashboard', dashboardApi({ auth, sequelize }));
  api.use('/search-stats', searchStatsApi({ auth, sequelize, stats: searchStats }));
  api.use(
    '/applications',
    applicationsApi({ auth, sequelize, publisher, jwtSecret: config.jwtSecret, rounds, publicUrl }),
  );
  api.use('/access-reviews', accessReviewsApi({ auth, sequelize }));
  api.use('/popups', popupsApi({ auth, publisher }));
  api.use('/questions', questionsApi({ auth, sequelize, publisher, jwtSecret: config.jwtSecret, publicUrl }));
  api.use('/faqs', faqsApi({ auth, sequelize, publisher }));
  api.use('/rounds', roundsApi({ auth, publisher, sequelize, publicUrl }));
  api.use('/pages', pagesApi({ auth, publisher, sequelize, jwtSecret: config.jwtSecret, publicUrl }));
  api.use('/approvals', approvalsApi({ auth, sequelize, publisher, publicUrl }));
  api.use('/settings', settingsApi({ auth, publisher, sequelize }));
  api.use('/menu', menuApi({ auth, publisher, sequelize }));
  api.use('/privacy-versions', privacyVersionsApi({ auth, publisher, sequelize }));
  api.use(
    '/privacy-requests',
    privacyRequestsApi({ auth, sequelize, publisher, jwtSecret: config.jwtSecret, publicUrl }),
  );
  api.use('/staff', staffApi({ auth, sequelize }));
  api.use('/members', membersApi({ auth, sequelize }));
  api.use('/member-groups', memberGroupsApi({ auth, sequelize }));
  api.use('/mail-templates', mailTemplatesApi({ auth, publicUrl }));
  api.use('/result-letters', resultLettersApi({ auth }));
  api.use('/mail-outbox', mailOutboxApi({ auth, smtpConfigured: Boolean(config.smtpUrl) }));
  api.use('/campaigns', campaignsApi({ auth, sequelize, publicUrl }));
  api.use('/subscribers', subscribersApi({ auth, sequelize }));
  api.use('/audit-logs', auditLogsApi({ auth, sequelize }));
  api.use('/visits', visitsApi({ auth, sequelize, rounds, visits }));
  api.use('/backups', backupsApi({ auth, sequelize }));
  api.use('/destruction-records', destructionRecordsApi({ auth, sequelize }));
  api.use('/import-runs', importRunsApi({ auth, sequelize }));
  api.use('/redirects', redirectsApi({ auth, sequelize, counters: oldAddressCounters }));
  api.use('/not-found', notFoundApi({ auth, sequelize, counters: oldAddressCounters }));
  api.use('/link-checks', linkChecksApi({ auth, sequelize, check: { publicUrl, routes: LINK_ROUTES } }));
  api.use('/forms', formsApi({ auth, sequelize, publisher, jwtSecret: config.jwtSecret, publicUrl }));
  api.use((_req, _res, next) => next(notFound('요청하신 API를 찾을 수 없습니다.')));
  api.use(apiErrorHandler);
  app.use('/api', api);

  // The public side. Each router below answers only its own paths, so their order does not matter, with two
  // exceptions kept here on purpose: /brochure.pdf is one route (the uploaded brochure, else the shipped one),
  // and the 404 for every other path comes last. server/files/downloads.test.ts downloads a file of every
  // owner type and the brochure through this app: it fails if a router mounted earlier swallows them.
  app.use(adminStatic({ distDir: config.distDir }));
  app.use(filePages({ policies: filePolicies, sequelize, jwtSecret: config.jwtSecret }));
  app.use(
    boardPages({
      settings,
      menu,
      pages,
      events,
      sequelize,
      jwtSecret: config.jwtSecret,
      publicUrl,
    }),
  );
  // After the board pages, which pass /board/<a qna board>/… on: 입학상담's list, ask form and questions.
  app.use(qnaPages({ settings, menu, sequelize, publisher, jwtSecret: config.jwtSecret, publicUrl }));
  app.use(calendarFeed({ sequelize, events, settings, publicUrl: config.publicUrl }));
  app.use(receiptPages({ settings, jwtSecret: config.jwtSecret, sequelize, rounds, publicUrl }));
  app.get('/brochure.pdf', brochureDownload, brochureHandler);
  app.use(subscribePages({ sequelize, settings, menu, publicUrl }));
  app.use(privacyRequestPages({ sequelize, settings, menu, jwtSecret: config.jwtSecret, publicUrl }));
  app.use(searchPages({ sequelize, events, settings, publicUrl, menu, stats: searchStats }));
  app.use(formPages({ sequelize, settings, menu, jwtSecret: config.jwtSecret, publicUrl }));
  app.use(seoPages({ settings, pages, sequelize, publicUrl }));
  // Before the pages' catch-all: /preview/pages/:token is never a page path, and never cached.
  app.use(previewPages({ sequelize, settings, rounds, jwtSecret: config.jwtSecret, publicUrl, menu }));
  // Before the home page, which would answer them: the old site's `/?mid=…&document_srl=…` forms.
  app.use(old.home);
  app.use(publicPages({ settings, menu, pages, sequelize, rounds, stored: storedPages, publicUrl }));
  app.use((_req, _res, next) => next(notFound('요청하신 페이지를 찾을 수 없습니다.')));
  // Any 404 of a GET or HEAD: the old site's address it may be (the redirects table), else counted in the 404 기록.
  app.use(old.notFound);
  app.use(pageErrorHandler({ settings, menu, publicUrl }));
  return app;
}

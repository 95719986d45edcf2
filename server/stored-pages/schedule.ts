// Scheduled publishes of 페이지 관리 made permanent: the public renderer already shows a scheduled version from its
// second on (in-force.ts versionInForce); this job copies it into the published columns with a 'published' revision
// (store.ts promoteDue), so the list, the history and the next edit start from it. serve.ts starts it where the jobs
// run (one worker of a cluster); it wakes at the next scheduled second and whenever a page changes, and the UPDATE …
// WHERE scheduled_at <= $now takes each row once, so several machines on one database turn each page over once.
import type { Sequelize } from 'sequelize';
import type { Publisher } from '../cache/publish.js';
import type { SiteChanges } from '../cache/site-events.js';
import { startDueTimer, type DueTimer } from '../process/due-timer.js';
import { anyPageDue, nextPageTurnover, promoteDue } from './store.js';
import { trackJob } from '../process/job-runs.js';

/** Publishes (through the publish step) every scheduled version that has come due; how many turned over. */
export async function publishDuePages(sequelize: Sequelize, publisher: Publisher): Promise<number> {
  if (!(await anyPageDue(sequelize))) return 0;
  return publisher.write('pages', (t) => promoteDue(sequelize, t));
}

/** The job: wakes at the next scheduled second (and when a page changes) and publishes what has come due. */
export function startScheduledPublishing(deps: {
  sequelize: Sequelize;
  publisher: Publisher;
  events: SiteChanges;
}): DueTimer {
  const { sequelize, publisher, events } = deps;
  return startDueTimer({
    nextAt: () => nextPageTurnover(sequelize),
    work: () => trackJob('scheduled_publishing', () => publishDuePages(sequelize, publisher)),
    events,
    wakesOn: ['pages'],
    what: '예약된 페이지 게시',
  });
}

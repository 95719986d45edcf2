// The one publish step: every write that can change a public page runs through Publisher.write, which commits
// it in one transaction and only then announces the change. The announcement empties this process's caches at
// once and reaches every other process through LISTEN/NOTIFY (site-events.ts). The routers that write get a
// Publisher and no way to clear a cache themselves, so a write cannot forget to publish or publish too early.
import type { Sequelize, Transaction } from 'sequelize';
import type { SiteEvents } from './site-events.js';

/** What a write changed, as other processes hear it (the publish clock re-reads its schedule on posts, boards and rounds). */
export type PublicChange = 'posts' | 'boards' | 'popups' | 'settings' | 'rounds' | 'pages' | 'menu';

export interface Publisher {
  /** Runs fn in one transaction; after it commits (not if it throws), every process's public caches are emptied. */
  write<T>(change: PublicChange, fn: (transaction: Transaction) => Promise<T>): Promise<T>;
  /** Time, not a write, changed pages (a scheduled post came out): empties this process's caches only, since
   * every process runs its own clock. */
  timePassed(): void;
}

export function createPublisher(sequelize: Sequelize, events: SiteEvents): Publisher {
  return {
    async write(change, fn) {
      const result = await sequelize.transaction(fn);
      await events.changed(change);
      return result;
    },
    timePassed() {
      events.changedHere('clock');
    },
  };
}

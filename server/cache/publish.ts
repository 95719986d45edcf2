// The one publish step: every write that can change a public page runs through Publisher.write, which commits
// it in one transaction and only then announces the change. The announcement reaches this process's caches at
// once and every other process through LISTEN/NOTIFY (site-events.ts); each cache drops what the change can alter
// (topics.ts). The routers that write get a Publisher and no way to clear a cache themselves, so a write cannot
// forget to publish or publish too early.
import type { Sequelize, Transaction } from 'sequelize';
import type { SiteEvents } from './site-events.js';
import { postsOf } from './topics.js';

/** What a write changed, as other processes hear it (the publish clock re-reads its schedule on posts, boards and rounds). */
export type PublicChange = 'posts' | 'boards' | 'popups' | 'settings' | 'rounds' | 'pages' | 'menu' | 'forms' | 'faqs';

/**
 * A change, narrowed where that is known: the posts of one board (and their files) alter only the pages that show
 * that board's posts. A bare kind alters what topics.ts says of it — for a kind it does not name, everything.
 */
export type Change = PublicChange | { kind: 'posts'; board: string; at?: Date[] };

/**
 * The announcement of a change: `posts:<board>` for one board's posts (with `@` and the 게시일 of the written posts,
 * before and after, when the write knows them: topics.ts), else the kind.
 */
export const announcement = (change: Change): string => {
  if (typeof change === 'string') return change;
  const at = [...new Set((change.at ?? []).map((d) => d.getTime()))];
  return at.length ? `${postsOf(change.board)}@${at.join(',')}` : postsOf(change.board);
};

export interface Publisher {
  /**
   * Runs fn in one transaction; after it commits (not if it throws), every process's caches drop what it altered.
   * When only the write finds out what it touched (a post restored from the trash: its board and 게시일), `change` is
   * a function of its result; null there means nothing public changed (nothing is announced).
   */
  write<T>(change: Change | ((result: T) => Change | null), fn: (transaction: Transaction) => Promise<T>): Promise<T>;
}

export function createPublisher(sequelize: Sequelize, events: SiteEvents): Publisher {
  return {
    async write(change, fn) {
      const result = await sequelize.transaction(fn);
      const made = typeof change === 'function' ? change(result) : change;
      if (made) await events.changed(announcement(made));
      return result;
    },
  };
}

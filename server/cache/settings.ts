// The site settings, read from the database once and kept until a SiteEvents change.
import type { SiteSettings } from '../../domain/settings.js';
import { loadSettings } from '../../db/settings.js';
import type { SiteChanges } from './site-events.js';
import { changedTopics, isStale } from './topics.js';

export class SettingsCache {
  private current: Promise<SiteSettings> | null = null;

  constructor(events: SiteChanges) {
    // Settings change only by a settings write, which topics.ts counts as a change to everything.
    events.subscribe((what) => {
      if (isStale([], changedTopics(what))) this.current = null;
    });
  }

  get(): Promise<SiteSettings> {
    this.current ??= loadSettings().catch((err) => {
      this.current = null;
      throw err;
    });
    return this.current;
  }
}

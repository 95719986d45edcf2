// The site menu, read from the database once and kept until the menu changes ('menu', through the publish step, in
// any process) or the LISTEN connection comes back after an outage. The public chrome reads only this.
import type { Sequelize } from 'sequelize';
import type { SiteMenu } from '../../domain/menu.js';
import { loadMenu } from '../../db/site-documents.js';
import type { SiteChanges } from './site-events.js';

export class MenuCache {
  private current: Promise<SiteMenu> | null = null;

  constructor(
    private readonly sequelize: Sequelize,
    events: SiteChanges,
  ) {
    events.subscribe((what) => {
      if (what === 'menu' || what === 'reconnect') this.current = null;
    });
  }

  get(): Promise<SiteMenu> {
    this.current ??= loadMenu(this.sequelize).then(
      (s) => s.menu,
      (err: unknown) => {
        this.current = null;
        throw err;
      },
    );
    return this.current;
  }
}

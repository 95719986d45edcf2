// site_documents: small JSON documents staff edit as a whole (the menu). Read and written by key.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { storedMenuSchema, type SiteMenu } from '../domain/menu.js';
import { seedMenu } from './seed/menu-2026.js';

export interface StoredMenu {
  menu: SiteMenu;
  updatedAt: Date | null;
  updatedBy: number | null;
  /** Raised by one on every save (edit conflicts); 0 while the row is missing. */
  version: number;
}

/**
 * The menu document; the seed if the row is missing (a database migrated but emptied by hand). With `lock`, inside
 * the caller's transaction, the row stays locked until it ends (a save compares and raises the version under it).
 */
export async function loadMenu(sequelize: Sequelize, transaction?: Transaction, lock = false): Promise<StoredMenu> {
  const [row] = await sequelize.query<{ body: unknown; updated_at: Date; updated_by: number | null; version: number }>(
    `SELECT body, updated_at, updated_by, version FROM site_documents WHERE key = 'menu'${lock ? ' FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, transaction },
  );
  if (!row) return { menu: seedMenu, updatedAt: null, updatedBy: null, version: 0 };
  // Every write was validated; a row edited by hand into something else still draws the seeded menu, not a 500.
  const parsed = storedMenuSchema.safeParse(row.body);
  const menu = parsed.success ? parsed.data : seedMenu;
  return {
    menu: { groups: menu.groups, footer: menu.footer ?? [], quick: menu.quick ?? [] },
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    version: row.version,
  };
}

/** Replaces the menu document and raises its version (inside the publish step's transaction). */
export async function saveMenu(
  sequelize: Sequelize,
  transaction: Transaction,
  menu: SiteMenu,
  staffId: number,
  at: Date,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO site_documents (key, body, updated_at, updated_by) VALUES ('menu', $body::jsonb, $now, $staff)
     ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by, version = site_documents.version + 1`,
    { bind: { body: JSON.stringify(menu), now: at, staff: staffId }, transaction },
  );
}

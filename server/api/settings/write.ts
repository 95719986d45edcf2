// Writes to the one settings row, under a row lock so a brochure upload and a form save never lose each other;
// each runs inside the publish step's transaction (server/cache/publish.ts).
import type { Transaction } from 'sequelize';
import { Setting, StoredFile } from '../../../db/models/index.js';
import { settingsSchema, type SiteSettings, defaultSettings } from '../../../domain/settings.js';
import { parseWith } from '../../middleware/validate.js';
import { storeChecked, type CheckedFile } from '../../files/store.js';
import { settingsLabels } from './schema.js';

async function lockedRow(t: Transaction): Promise<Setting> {
  const row = await Setting.findByPk(1, { transaction: t, lock: t.LOCK.UPDATE });
  return row ?? Setting.create({ id: 1, data: { ...defaultSettings } }, { transaction: t });
}

/** Merges `patch` into the stored settings; keeps keys that are not settings (e.g. sampleSeededAt). */
async function save(row: Setting, patch: Partial<SiteSettings>, t: Transaction): Promise<SiteSettings> {
  const data = { ...defaultSettings, ...row.data, ...patch };
  const settings = parseWith(settingsSchema, data, settingsLabels);
  await row.update({ data: { ...row.data, ...settings } }, { transaction: t });
  return settings;
}

export async function updateSettings(t: Transaction, patch: Partial<SiteSettings>): Promise<SiteSettings> {
  return save(await lockedRow(t), patch, t);
}

/** Stores a new brochure, makes it the current one, and drops the one it replaces. */
export async function replaceBrochure(t: Transaction, file: CheckedFile | null, userId: number): Promise<SiteSettings> {
  const row = await lockedRow(t);
  const stored = file ? await storeChecked(file, { ownerType: 'setting', ownerId: 1, createdBy: userId }, t) : null;
  const settings = await save(row, { brochureFileId: stored?.id ?? null }, t);
  const old = await StoredFile.findAll({ where: { ownerType: 'setting', ownerId: 1 }, transaction: t });
  for (const f of old) if (f.id !== stored?.id) await f.destroy({ transaction: t });
  return settings;
}

/** The seal image's files: owned by the settings under id 2 (the brochure's are id 1, and public; the seal is not). */
export const SEAL_OWNER = { ownerType: 'setting', ownerId: 2 } as const;

/** Stores a new seal image (or none), makes it the current one, and drops the one it replaces. */
export async function replaceSeal(t: Transaction, file: CheckedFile | null, userId: number): Promise<SiteSettings> {
  const row = await lockedRow(t);
  const stored = file ? await storeChecked(file, { ...SEAL_OWNER, createdBy: userId }, t) : null;
  const settings = await save(row, { sealFileId: stored?.id ?? null }, t);
  const old = await StoredFile.findAll({ where: SEAL_OWNER, transaction: t });
  for (const f of old) if (f.id !== stored?.id) await f.destroy({ transaction: t });
  return settings;
}

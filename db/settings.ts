// The one row of site settings: written with the defaults when missing, read with a per-field fallback.
import { defaultSettings, settingsSchema, type SiteSettings } from '../domain/settings.js';
import type { Transaction } from 'sequelize';
import { Setting } from './models/setting.js';

/** Writes the settings row with the defaults when it is missing; fills keys added since. */
export async function ensureSettings(): Promise<void> {
  const row = await Setting.findByPk(1);
  if (!row) {
    await Setting.create({ id: 1, data: defaultSettings });
    return;
  }
  const merged = { ...defaultSettings, ...row.data };
  if (Object.keys(merged).length !== Object.keys(row.data).length) await row.update({ data: merged });
}

/** The settings; inside a transaction pass it, so the read uses its connection (no second one from the pool). */
export async function loadSettings(transaction?: Transaction): Promise<SiteSettings> {
  const row = await Setting.findByPk(1, { transaction });
  return settingsFrom(row?.data);
}

/** The settings from the row's stored data (null or not an object: the defaults). */
export function settingsFrom(data: unknown): SiteSettings {
  const stored = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...defaultSettings, ...stored };
  const parsed = settingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  // One bad stored field falls back to its default alone, never the whole page's contact data.
  const out: Record<string, unknown> = { ...defaultSettings };
  for (const [key, field] of Object.entries(settingsSchema.shape)) {
    const one = field.safeParse(merged[key]);
    if (one.success) out[key] = one.data;
  }
  return out as SiteSettings;
}

// The popups a public page shows now, read from the database, and when that page must be rendered again.
import { Op } from 'sequelize';
import { Popup, StoredFile } from '../../db/models/index.js';
import type { PublicPopup } from '../../domain/popups.js';
import { choosePopups, nextChange, type Audience } from './active.js';
import { presentPublicPopup } from './present.js';
import { now } from '../../domain/clock.js';

export interface ActivePopups {
  popups: PublicPopup[];
  /** The next start or end of a popup for this audience: a cached page must not outlive it. */
  expiresAt: Date | null;
}

/** Images of popups by id (without their bytes). */
export async function imagesFor(popups: Popup[]): Promise<Map<number, StoredFile>> {
  const ids = popups.map((p) => p.imageFileId).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const files = await StoredFile.findAll({ where: { id: ids } });
  return new Map(files.map((f) => [f.id, f]));
}

/** Popups active NOW (Asia/Seoul periods stored as instants) for a language and, optionally, one device. */
export async function loadActivePopups(
  lang: Audience['lang'],
  device?: Audience['device'],
  at = now(),
): Promise<ActivePopups> {
  // Every switched-on popup that has not ended: those showing now and those that will start later.
  const candidates = await Popup.findAll({ where: { active: true, endAt: { [Op.gt]: at } } });
  const audience: Audience = { lang, device };
  const chosen = choosePopups(candidates, at, audience);
  const images = await imagesFor(chosen);
  return {
    popups: chosen.map((p) => presentPublicPopup(p, p.imageFileId ? (images.get(p.imageFileId) ?? null) : null)),
    expiresAt: nextChange(candidates, at, audience),
  };
}

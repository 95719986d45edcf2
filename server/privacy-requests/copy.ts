// The person's 열람 copy behind the link mailed to them: the dossier kept when the request was answered, while the
// link lasts (COPY_DAYS), as a document or as JSON.
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { copyTokenHash } from './answer.js';
import type { Dossier } from './dossier.js';

export async function copyByToken(
  sequelize: Sequelize,
  token: string,
): Promise<{ id: number; lang: 'ko' | 'zh-Hans'; dossier: Dossier } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const [row] = await sequelize.query<{ id: number; lang: 'ko' | 'zh-Hans'; dossier: Dossier }>(
    `SELECT id, lang, dossier FROM privacy_requests
      WHERE download_hash = $hash AND download_until > $at AND dossier IS NOT NULL`,
    { bind: { hash: copyTokenHash(token), at: now() }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

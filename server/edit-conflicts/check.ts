// Edit conflicts: the one check every versioned save (a page's draft, a post, the menu) makes
// inside its transaction, with the record's row already locked (SELECT … FOR UPDATE), so of two saves that started
// from the same version exactly one wins: the other reads the raised version after the first commits and gets 409
// with who saved last, when, the version now stored and the record as it is now.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { conflictMessage, UNKNOWN_SAVER, VERSION_LABEL, VERSION_REQUIRED } from '../../domain/edit-conflict.js';
import { badRequest, HttpError } from '../http/errors.js';

/** What a locked row says of its last save. */
export interface StoredVersion {
  version: number;
  savedBy: number | null;
  /** The last save's time (a row saved before versions were kept: its updated_at). */
  savedAt: Date;
}

/** The name staff know the saver by (their name, else their login id), or a neutral word. */
async function saverName(sequelize: Sequelize, t: Transaction, id: number | null): Promise<string> {
  if (id === null) return UNKNOWN_SAVER;
  const [row] = await sequelize.query<{ name: string | null; login_id: string | null }>(
    `SELECT name, login_id FROM users WHERE id = $id`,
    { type: QueryTypes.SELECT, bind: { id }, transaction: t },
  );
  return row?.name || row?.login_id || UNKNOWN_SAVER;
}

/**
 * Refuses a save without a version (400) or from another version than the stored one (409). `present` draws the
 * record as the API answers it, for the client to show beside the staff member's own words.
 */
export async function assertSameVersion(
  sequelize: Sequelize,
  t: Transaction,
  sent: number | undefined,
  stored: StoredVersion,
  present: () => unknown,
): Promise<void> {
  if (sent === undefined) throw badRequest(`${VERSION_LABEL}: ${VERSION_REQUIRED}`, { version: VERSION_REQUIRED });
  if (sent === stored.version) return;
  const savedBy = await saverName(sequelize, t, stored.savedBy);
  throw new HttpError(409, conflictMessage(savedBy, stored.savedAt), {
    details: { savedBy, savedAt: stored.savedAt.toISOString(), version: stored.version, current: await present() },
  });
}

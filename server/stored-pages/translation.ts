// 번역 확인 필요 without a save: staff who read the Korean changes and find the Chinese page still right dismiss the
// mark with a reason. Runs in the caller's transaction with the page's row locked; answers what the audit line names.
import type { Sequelize, Transaction } from 'sequelize';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findPage } from './store.js';
import { markTranslationChecked, translationState } from './translation-store.js';
import type { Staff } from './write.js';

export async function dismissTranslationCheck(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  staff: Staff,
  reason: string,
): Promise<{ koreanRevisionId: number | null; baseRevisionId: number | null }> {
  const row = await findPage(sequelize, id, t);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  const state = await translationState(sequelize, id, t);
  if (!state) throw badRequest('번역 확인은 한국어 페이지와 짝지은 중국어 페이지에만 있습니다.');
  if (!state.stale) throw conflict('이 페이지는 번역 확인이 필요하지 않습니다. 이미 확인했거나 저장한 뒤입니다.');
  await markTranslationChecked(sequelize, t, id, staff.id, reason);
  return { koreanRevisionId: state.current?.id ?? null, baseRevisionId: state.base?.id ?? null };
}

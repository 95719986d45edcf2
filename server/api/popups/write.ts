// Creating, replacing and deleting a popup together with its image file, inside the caller's transaction
// (the publish step's: server/cache/publish.ts).
import type { Transaction } from 'sequelize';
import { Popup, StoredFile } from '../../../db/models/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { PopupInput } from './schema.js';

/** The chosen image must be an image that is unattached or already this popup's (popupId null: a new popup). */
async function checkImage(fileId: number | null, popupId: number | null, t: Transaction): Promise<StoredFile | null> {
  if (fileId === null) return null;
  const file = await StoredFile.findByPk(fileId, { transaction: t, lock: t.LOCK.UPDATE });
  const ours = file && file.ownerType === 'popup' && popupId !== null && file.ownerId === popupId;
  if (!file || !file.mime.startsWith('image/') || (!ours && file.ownerId !== null)) {
    throw badRequest('이미지: 올린 이미지 파일을 찾을 수 없습니다. 이미지를 다시 올려주세요.', {
      imageFileId: '이미지를 다시 올려주세요.',
    });
  }
  return file;
}

async function attach(file: StoredFile | null, popupId: number, t: Transaction): Promise<void> {
  if (file && file.ownerId !== popupId) await file.update({ ownerType: 'popup', ownerId: popupId }, { transaction: t });
}

/** Drops the popup's images other than `keep` (a replaced image is not kept). */
async function dropOtherImages(popupId: number, keep: number | null, t: Transaction): Promise<void> {
  const files = await StoredFile.findAll({ where: { ownerType: 'popup', ownerId: popupId }, transaction: t });
  for (const f of files) if (f.id !== keep) await f.destroy({ transaction: t });
}

export async function createPopup(t: Transaction, input: PopupInput, userId: number): Promise<Popup> {
  const image = await checkImage(input.imageFileId, null, t);
  const popup = await Popup.create({ ...input, createdBy: userId, updatedBy: userId }, { transaction: t });
  await attach(image, popup.id, t);
  return popup;
}

export async function replacePopup(t: Transaction, id: number, input: PopupInput, userId: number): Promise<Popup> {
  const popup = await Popup.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
  if (!popup) throw notFound('팝업을 찾을 수 없습니다.');
  await attach(await checkImage(input.imageFileId, popup.id, t), popup.id, t);
  await popup.update({ ...input, updatedBy: userId }, { transaction: t });
  await dropOtherImages(popup.id, input.imageFileId, t);
  return popup;
}

export async function deletePopup(t: Transaction, id: number): Promise<{ popup: Popup; image: StoredFile | null }> {
  const popup = await Popup.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
  if (!popup) throw notFound('팝업을 찾을 수 없습니다.');
  const image = popup.imageFileId ? await StoredFile.findByPk(popup.imageFileId, { transaction: t }) : null;
  await popup.destroy({ transaction: t });
  await dropOtherImages(popup.id, null, t);
  return { popup, image };
}

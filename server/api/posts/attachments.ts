// A post's files: its attachments (in order), the images its HTML shows, and a professor's photo.
// The files were uploaded unattached (POST /api/files); saving the post claims them, checks them against
// the board's rules and retires the ones the post no longer uses (kept for its revisions, shown and served nowhere,
// gone with the post) — all inside the post's transaction.
import { Op, type Transaction } from 'sequelize';
import { StoredFile, type Board, type Post } from '../../../db/models/index.js';
import { badRequest } from '../../http/errors.js';
import { extensionOf } from '../../files/store.js';
import { ALLOWED_BOARD_EXTENSIONS } from '../boards/schema.js';
import { fileIdsIn } from '../../html/sanitize.js';
import { RETIRED_POST_FILE } from '../../files/policies.js';

/** files.sort_order: 0…n are attachments in order; negative values mark the other roles. */
export const FILE_ROLE = { inline: -1, photo: -2, retired: RETIRED_POST_FILE } as const;

export async function filesOf(postIds: number[], transaction?: Transaction): Promise<Map<number, StoredFile[]>> {
  const byPost = new Map<number, StoredFile[]>(postIds.map((id) => [id, []]));
  if (!postIds.length) return byPost;
  const files = await StoredFile.findAll({
    where: { ownerType: 'post', ownerId: postIds },
    order: [
      ['sortOrder', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  for (const f of files) byPost.get(f.ownerId as number)?.push(f);
  return byPost;
}

interface Wanted {
  attachmentIds: number[] | undefined;
  photoFileId: number | null | undefined;
}

export async function syncPostFiles(post: Post, board: Board, wanted: Wanted, transaction: Transaction): Promise<void> {
  const current = (await filesOf([post.id], transaction)).get(post.id) ?? [];
  const attachmentIds = wanted.attachmentIds ?? current.filter((f) => f.sortOrder >= 0).map((f) => f.id);
  const photoId = wanted.photoFileId === undefined ? (post.extra?.photoFileId ?? null) : wanted.photoFileId;
  const inlineIds = fileIdsIn(post.content);

  const ids = [...new Set([...attachmentIds, ...inlineIds, ...(photoId ? [photoId] : [])])];
  const found = ids.length
    ? await StoredFile.findAll({ where: { id: ids }, transaction, lock: transaction.LOCK.UPDATE })
    : [];
  const byId = new Map(found.map((f) => [f.id, f]));
  const claimable = (f: StoredFile | undefined): f is StoredFile =>
    !!f && (f.ownerId === null || (f.ownerType === 'post' && f.ownerId === post.id));

  if (new Set(attachmentIds).size !== attachmentIds.length)
    throw badRequest('같은 첨부파일이 두 번 들어 있습니다.', { attachmentIds: '같은 파일이 두 번 있습니다.' });
  if (attachmentIds.length && !board.allowAttachments) {
    throw badRequest(`'${board.name}' 게시판은 첨부파일을 받지 않습니다.`, {
      attachmentIds: '첨부파일을 받지 않는 게시판입니다.',
    });
  }
  if (attachmentIds.length > board.maxFiles) {
    throw badRequest(`첨부파일은 ${board.maxFiles}개까지 올릴 수 있습니다.`, {
      attachmentIds: `최대 ${board.maxFiles}개`,
    });
  }
  const allowed = board.allowedExtensions.length ? board.allowedExtensions : ALLOWED_BOARD_EXTENSIONS;
  for (const id of attachmentIds) {
    const f = byId.get(id);
    if (!claimable(f))
      throw badRequest(`첨부파일(${id}번)을 찾을 수 없습니다. 다시 올려주세요.`, {
        attachmentIds: '파일을 찾을 수 없습니다.',
      });
    if (!allowed.includes(extensionOf(f.name))) {
      throw badRequest(`${f.name}: 이 게시판에서 허용하지 않는 형식입니다. (허용: ${allowed.join(', ')})`, {
        attachmentIds: '허용하지 않는 형식',
      });
    }
    if (f.size > board.maxFileMb * 1024 * 1024) {
      throw badRequest(`${f.name}: 파일이 너무 큽니다. (이 게시판은 ${board.maxFileMb}MB까지)`, {
        attachmentIds: '파일이 너무 큽니다.',
      });
    }
  }
  if (photoId) {
    const f = byId.get(photoId);
    if (!claimable(f) || !f.mime.startsWith('image/'))
      throw badRequest('사진 파일을 찾을 수 없습니다. 다시 올려주세요.', {
        'extra.photoFileId': '사진을 다시 올려주세요.',
      });
  }

  const keep = new Set<number>();
  const claim = async (id: number, sortOrder: number) => {
    keep.add(id);
    await StoredFile.update({ ownerType: 'post', ownerId: post.id, sortOrder }, { where: { id }, transaction });
  };
  for (const [i, id] of attachmentIds.entries()) await claim(id, i);
  if (photoId) await claim(photoId, FILE_ROLE.photo);
  // Images the HTML shows: claim ours (not another post's) so they live and die with this post.
  for (const id of inlineIds) {
    const f = byId.get(id);
    if (!keep.has(id) && claimable(f) && f.mime.startsWith('image/')) await claim(id, FILE_ROLE.inline);
  }
  const drop = current.filter((f) => !keep.has(f.id) && f.sortOrder !== FILE_ROLE.retired).map((f) => f.id);
  if (drop.length)
    await StoredFile.update({ sortOrder: FILE_ROLE.retired }, { where: { id: { [Op.in]: drop } }, transaction });
}

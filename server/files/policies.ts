// Who may download a file without an admin token, decided by what the file belongs to: one table, one rule per
// owner type, handed to the download route by the composition root (server/app.ts). The Record type makes a new
// owner type a compile error until it has a rule here.
import { Board, Popup, Post, type FileOwnerType, type StoredFile } from '../../db/models/index.js';
import type { BoardAudience } from '../../domain/board-access.js';
import { loadSettings } from '../../db/settings.js';
import { nowMs } from '../../domain/clock.js';
import { isLivePost } from '../../db/live-posts.js';

export type FilePolicy = (file: StoredFile) => Promise<boolean>;

/**
 * files.sort_order of a file a post no longer uses but an older revision of it does: kept so restoring that revision
 * brings it back, downloadable by no one meanwhile.
 */
export const RETIRED_POST_FILE = -3;
export type FilePolicies = Readonly<Record<FileOwnerType, FilePolicy>>;

/**
 * A post's files follow the post: on the site (db/live-posts.ts) and not deleted. A scheduled, draft or ended post's
 * own images stay visible so its editor can show them; a deleted one's (in the trash) do not.
 */
async function postFileRule(file: StoredFile): Promise<{ visible: boolean; audience: BoardAudience }> {
  const hidden = { visible: false, audience: { access: 'public' as const, groupId: null } };
  const post = await Post.findByPk(file.ownerId as number, {
    attributes: ['id', 'boardId', 'publishedAt', 'deletedAt', 'isDraft', 'unpublishAt'],
  });
  if (!post || post.deletedAt || file.sortOrder === RETIRED_POST_FILE) return hidden;
  const board = await Board.findByPk(post.boardId, { attributes: ['id', 'readAccess', 'readGroupId'] });
  if (!board) return hidden;
  const audience = { access: board.readAccess, groupId: board.readGroupId };
  const visible = isLivePost(post, nowMs()) || (file.sortOrder < 0 && file.mime.startsWith('image/'));
  return { visible, audience };
}

/** A post's file on a public board; one on a members-only board is for postFileAudience's readers only. */
const postFile: FilePolicy = async (file) => {
  const { visible, audience } = await postFileRule(file);
  return visible && audience.access === 'public';
};

/**
 * The audience of a file its post would show but whose board is not public (the download route asks the reader),
 * else null.
 */
export async function postFileAudience(file: StoredFile): Promise<BoardAudience | null> {
  if (file.ownerType !== 'post' || file.ownerId === null) return null;
  const { visible, audience } = await postFileRule(file);
  return visible && audience.access !== 'public' ? audience : null;
}

/** A popup's image is public while it is that popup's image (the admin's preview shows it before it starts). */
const popupImage: FilePolicy = async (file) =>
  file.ownerId !== null && (await Popup.count({ where: { id: file.ownerId, imageFileId: file.id } })) > 0;

/** Files owned by the settings are public only while they are the current brochure. */
const brochure: FilePolicy = async (file) => (await loadSettings()).brochureFileId === file.id;

export const filePolicies: FilePolicies = {
  post: postFile,
  popup: popupImage,
  setting: brochure,
  // An applicant's documents are personal data: only the admin API (/api/applications) hands them out.
  application: async () => false,
};

export async function isPubliclyVisible(policies: FilePolicies, file: StoredFile): Promise<boolean> {
  // An image just uploaded into the editor is shown in the editor before its post is saved.
  if (file.ownerId === null) return file.mime.startsWith('image/');
  return file.ownerType ? policies[file.ownerType](file) : false;
}

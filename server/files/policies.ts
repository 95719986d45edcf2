// Who may download a file without an admin token, decided by what the file belongs to.
// Each part of the site registers the rule for its own owner type (a post's files follow the post, …).
import type { FileOwnerType, StoredFile } from '../../db/models/index.js';

export type FilePolicy = (file: StoredFile) => Promise<boolean>;

const policies = new Map<FileOwnerType, FilePolicy>();

export function registerFilePolicy(ownerType: FileOwnerType, policy: FilePolicy): void {
  policies.set(ownerType, policy);
}

export async function isPubliclyVisible(file: StoredFile): Promise<boolean> {
  // An image just uploaded into the editor is shown in the editor before its post is saved.
  if (file.ownerId === null) return file.mime.startsWith('image/');
  const policy = file.ownerType ? policies.get(file.ownerType) : undefined;
  return policy ? policy(file) : false;
}

// The admin JSON shape of a board: an allow-list of fields.
import type { Board } from '../../../db/models/index.js';

export function presentBoard(b: Board, postCount?: number) {
  return {
    id: b.id,
    enName: b.enName,
    name: b.name,
    kind: b.kind,
    rowsPerPage: b.rowsPerPage,
    newBadgeHours: b.newBadgeHours,
    categories: b.categories,
    allowAttachments: b.allowAttachments,
    maxFiles: b.maxFiles,
    maxFileMb: b.maxFileMb,
    allowedExtensions: b.allowedExtensions,
    sortOrder: b.sortOrder,
    approvalRequired: b.approvalRequired,
    readAccess: b.readAccess,
    readGroupId: b.readGroupId,
    postCount: postCount ?? 0,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

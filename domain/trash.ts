// 휴지통: a deleted post or page stays restorable for TRASH_DAYS days, then the purge removes it for good.
export const TRASH_DAYS = 30;
export const TRASH_KINDS = ['post', 'page'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const TRASH_KIND_LABELS: Record<TrashKind, string> = { post: '게시글', page: '페이지' };

/** When an item deleted at `deletedAt` is purged. */
export function trashPurgeAt(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_DAYS * 86_400_000);
}

// The admin JSON shape of a post: an allow-list of fields, attachments in their order, the professor photo apart.
import type { Post, PostExtra, StoredFile } from '../../../db/models/index.js';
import { presentFile } from '../../files/store.js';
import { FILE_ROLE } from './attachments.js';
import { now } from '../../../domain/clock.js';
import { isLivePost } from '../../../db/live-posts.js';
import type { PostRow } from './list.js';

export type PostStatus = 'draft' | 'scheduled' | 'published' | 'ended';

export function postStatus(p: Pick<Post, 'isDraft' | 'publishedAt' | 'unpublishAt'>, atMs: number): PostStatus {
  if (p.isDraft) return 'draft';
  if (p.publishedAt.getTime() > atMs) return 'scheduled';
  if (p.unpublishAt && p.unpublishAt.getTime() <= atMs) return 'ended';
  return 'published';
}

export function presentExtra(extra: PostExtra | null | undefined): PostExtra {
  const e = extra ?? {};
  const out: PostExtra = {};
  for (const k of ['position', 'major', 'email', 'phone', 'office'] as const)
    if (typeof e[k] === 'string') out[k] = e[k];
  if (typeof e.photoFileId === 'number') out.photoFileId = e.photoFileId;
  if (typeof e.order === 'number') out.order = e.order;
  return out;
}

export function presentPost(p: PostRow, boardEnName: string, files: StoredFile[], at = now()) {
  const photo = files.find((f) => f.sortOrder === FILE_ROLE.photo && f.id === p.extra?.photoFileId);
  return {
    id: p.id,
    boardId: p.boardId,
    boardEnName,
    title: p.title,
    content: p.content,
    category: p.category,
    authorName: p.authorName,
    isNotice: p.isNotice,
    publishedAt: p.publishedAt,
    isPublished: isLivePost(p, at.getTime()),
    isDraft: p.isDraft,
    unpublishAt: p.unpublishAt,
    /** 임시저장, 예약 (not yet published), 게시 중, 게시 종료 (past unpublishAt). */
    status: postStatus(p, at.getTime()),
    startAt: p.startAt,
    endAt: p.endAt,
    allDay: p.allDay,
    extra: presentExtra(p.extra),
    viewCount: p.viewCount,
    attachments: files.filter((f) => f.sortOrder >= 0).map(presentFile),
    photo: photo ? presentFile(photo) : null,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    version: p.version,
  };
}

export type PresentedPost = ReturnType<typeof presentPost>;

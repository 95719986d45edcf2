// Sample posts for every board, so `npm start` shows a living site: notices (some pinned), resources and forms
// with real PDFs, gallery photos, a semester of calendar events around today, and the faculty.
import { Board, Post, StoredFile, type PostExtra } from '../../db/models/index.js';
import { htmlToText, sanitizeContent } from '../html/sanitize.js';
import { checkUpload, storeChecked } from '../files/store.js';
import { now, nowMs } from '../../domain/clock.js';
import { seoulMidnight, seoulParts } from '../../domain/time.js';
import { portraitImage, sceneImage, tinyPdf } from './files.js';
import {
  academicEvents,
  faculty,
  galleryPosts,
  notices,
  researchNews,
  resources,
  forms,
  type SamplePost,
} from './board-content.js';

const DAY = 86_400_000;

interface SampleFile {
  name: string;
  bytes: Buffer;
  role: number;
}

async function addPost(
  board: Board,
  p: SamplePost & { extra?: PostExtra; startAt?: Date | null; endAt?: Date | null; allDay?: boolean },
  files: SampleFile[] = [],
) {
  const content = sanitizeContent(p.html ?? `<p>${p.title}</p>`);
  const post = await Post.create({
    boardId: board.id,
    title: p.title,
    content,
    contentText: htmlToText(content),
    category: p.category ?? null,
    authorName: p.author ?? '대학원 행정실',
    isNotice: p.pinned ?? false,
    publishedAt: new Date(nowMs() - (p.daysAgo ?? 0) * DAY - (p.hoursAgo ?? 0) * 3_600_000),
    startAt: p.startAt ?? null,
    endAt: p.endAt ?? null,
    allDay: p.allDay ?? false,
    extra: p.extra ?? {},
    viewCount: p.views ?? 0,
    createdBy: null,
    deletedAt: null,
  });
  let order = 0;
  for (const f of files) {
    const ext = f.name.split('.').pop() as string;
    const checked = await checkUpload(
      { buffer: f.bytes, originalname: f.name },
      { extensions: [ext], maxBytes: 20 * 1024 * 1024 },
    );
    const stored = await storeChecked(checked, {
      ownerType: 'post',
      ownerId: post.id,
      createdBy: null,
      sortOrder: f.role >= 0 ? order++ : f.role,
    });
    if (f.role === -2) await post.update({ extra: { ...post.extra, photoFileId: stored.id } });
    if (f.role === -1) {
      const html = sanitizeContent(
        `<p><img src="/files/${stored.id}/${encodeURIComponent(stored.name)}" alt="${p.title}"></p>${post.content}`,
      );
      await post.update({ content: html, contentText: htmlToText(html) });
    }
  }
  return post;
}

const pdf = (name: string, title: string): SampleFile => ({
  name,
  bytes: tinyPdf([
    title,
    'Hanbit University Graduate School of SME',
    `Sample document: ${name.replace(/[^\x20-\x7e]/g, '')}`,
  ]),
  role: 0,
});

export async function seedBoards(): Promise<void> {
  const boards = new Map((await Board.findAll()).map((b) => [b.enName, b]));
  const board = (name: string) => boards.get(name) as Board;
  if (await Post.count()) return;

  for (const n of notices)
    await addPost(
      board('notice'),
      n,
      (n.files ?? []).map((f) => pdf(f, n.title)),
    );
  for (const n of resources)
    await addPost(
      board('special_notice'),
      n,
      (n.files ?? []).map((f) => pdf(f, n.title)),
    );
  for (const n of forms)
    await addPost(
      board('form_data'),
      n,
      (n.files ?? []).map((f) => pdf(f, n.title)),
    );
  for (const n of researchNews)
    await addPost(
      board('major_board'),
      n,
      (n.files ?? []).map((f) => pdf(f, n.title)),
    );

  for (const [i, g] of galleryPosts.entries()) {
    const photos: SampleFile[] = [];
    for (let k = 0; k < g.photos; k++)
      photos.push({
        name: `${g.slug}-${k + 1}.${k % 2 ? 'png' : 'jpg'}`,
        bytes: await sceneImage(i * 5 + k, k % 2 ? 'png' : 'jpeg'),
        role: k === 0 ? -1 : 0,
      });
    await addPost(board('special_gallery'), g, photos);
  }

  // The semester around today (Seoul), on the dates a Korean graduate school keeps.
  for (const e of academicEvents(seoulParts(now()))) {
    const start = seoulMidnight(e.y, e.m, e.d);
    const startAt = e.time ? new Date(start.getTime() + e.time * 3_600_000) : start;
    const endAt =
      e.days > 1
        ? seoulMidnight(e.y, e.m, e.d + e.days - 1)
        : e.time
          ? new Date(startAt.getTime() + 2 * 3_600_000)
          : null;
    await addPost(board('calendar'), { ...e, daysAgo: 30, startAt, endAt, allDay: !e.time });
  }

  for (const [i, f] of faculty.entries()) {
    const extra: PostExtra = {
      position: f.position,
      major: f.major,
      email: f.email,
      phone: f.phone,
      office: f.office,
      order: i + 1,
    };
    await addPost(board('professor'), { title: f.name, html: f.html, daysAgo: 200, extra }, [
      { name: `${f.slug}.jpg`, bytes: await portraitImage(i), role: -2 },
    ]);
  }
  await StoredFile.update({ downloadCount: 3 }, { where: { ownerType: 'post' } });
}

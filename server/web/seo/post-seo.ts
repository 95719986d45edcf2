// What a board's pages tell search engines: a post is an Article (an event of the calendar board an Event) with its
// first picture as the share image and its first sentence as the description; the calendar's month lists its events;
// a board's search results are nobody's landing page.
import type { SiteSettings } from '../../../domain/settings.js';
import type { PublicPost } from '../../../domain/board-views.js';
import { firstSentence } from '../../../public-web/seo/describe.js';
import { article, calendarEvent } from '../../../public-web/seo/json-ld.js';
import { DEFAULT_SHARE_IMAGE } from '../../../public-web/seo/Head.js';
import type { PageSeo } from '../../../public-web/seo/types.js';

export interface PostForSeo extends PublicPost {
  content: string;
  summary: string;
  updatedAt: Date;
}

/** The first image of the post's text that lives elsewhere (an https address), when it has none of ours. */
const firstHttpsImage = (html: string) =>
  /<img\b[^>]*\bsrc="(https:\/\/[^"\s]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');

export function postSeo(
  s: SiteSettings,
  origin: string,
  board: { enName: string; kind: string },
  post: PostForSeo,
  imageFileId: number | undefined,
): { description: string | undefined; seo: PageSeo } {
  const description = post.summary ? firstSentence(post.summary) : undefined;
  const image =
    imageFileId !== undefined ? `/files/${imageFileId}` : (firstHttpsImage(post.content) ?? DEFAULT_SHARE_IMAGE);
  const url = `${origin}/board/${board.enName}/${post.id}`;
  const node =
    board.kind === 'calendar' && post.startAt
      ? calendarEvent(s, origin, { ...post, startAt: post.startAt, description })
      : article(s, origin, {
          title: post.title,
          url,
          publishedAt: post.publishedAt,
          modifiedAt: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
          author: post.authorName,
          image,
        });
  return {
    description,
    seo: {
      type: 'article',
      heading: post.title,
      image: image === DEFAULT_SHARE_IMAGE ? undefined : image,
      publishedAt: post.publishedAt,
      modifiedAt: post.updatedAt > post.publishedAt ? post.updatedAt : undefined,
      jsonLd: [node],
    },
  };
}

/** The month page of the calendar board: its events as Events. */
export function calendarSeo(s: SiteSettings, origin: string, events: PublicPost[]): PageSeo {
  return {
    jsonLd: events
      .filter((e): e is PublicPost & { startAt: Date } => e.startAt !== null)
      .map((e) => calendarEvent(s, origin, e)),
  };
}

/** A board page's description: the board, then the titles it shows first (the list's counts are no summary). */
export function listDescription(s: SiteSettings, heading: string, titles: string[]): string {
  const head = `${s.universityName} ${s.schoolName} ${heading}`;
  if (!titles.length) return head;
  const text = `${head}: ${titles.slice(0, 5).join(', ')}`;
  return text.length <= 160 ? text : `${text.slice(0, 159)}…`;
}

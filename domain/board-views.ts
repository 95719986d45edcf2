// What the public board pages and the home page are given to show: a board's display settings and its published
// posts. The server reads them (server/web/boards/queries.ts); public-web renders them as props.

/** The display settings of a board, as the templates need them. */
export interface BoardView {
  enName: string;
  name: string;
  categories: string[];
  newBadgeHours: number;
  rowsPerPage: number;
}

/** A published post in a list, gallery, calendar or on the home page. */
export interface PublicPost {
  id: number;
  title: string;
  category: string | null;
  authorName: string;
  isNotice: boolean;
  publishedAt: Date;
  viewCount: number;
  fileCount: number;
  startAt: Date | null;
  endAt: Date | null;
  allDay: boolean;
}

/** Whether a post still wears its board's "new" badge at `now`. */
export const isNew = (p: PublicPost, board: BoardView, now: Date) =>
  now.getTime() - p.publishedAt.getTime() < board.newBadgeHours * 3_600_000;

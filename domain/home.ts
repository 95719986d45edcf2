// What the home page shows from the boards (loaded by server/web/home-data.ts, drawn by public-web/views/home.tsx).
import type { PublicPost } from './board-views.js';
import type { ImageRef } from './image-variants.js';

export interface HomeNotice {
  id: number;
  title: string;
  category: string | null;
  pinned: boolean;
  publishedAt: Date;
  isNew: boolean;
}

export interface HomePhoto {
  id: number;
  title: string;
  publishedAt: Date;
  image: ImageRef | null;
  isNew: boolean;
}

export interface HomeData {
  notices: HomeNotice[];
  photos: HomePhoto[];
  events: PublicPost[];
  /** The first instant the rendered page would be wrong without a write: a badge runs out or the day turns. */
  expiresAt: Date;
}

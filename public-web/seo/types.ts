// What a page tells search engines and link previews beyond its title and description (public-web/seo/Head.tsx).

/** One JSON-LD node (schema.org), without @context: the head puts every node of a page in one @graph. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

export interface PageSeo {
  /** The page's canonical path (or absolute address); by default its own path without a query. */
  canonical?: string;
  /** The share picture: a path on this site or an https address; by default the school's card. */
  image?: string;
  /** og:type: a post is an article; every other page a website. */
  type?: 'website' | 'article';
  /** The last breadcrumb's name when the page title says more (a post: its title without the board's). */
  heading?: string;
  /** When the post came out and last changed (article:published_time, article:modified_time). */
  publishedAt?: Date;
  modifiedAt?: Date;
  /** The page's own structured data (the breadcrumb trail is added by the head). */
  jsonLd?: JsonLdNode[];
  /** The same page in other languages, hreflang → path (x-default included where it fits). */
  alternates?: { hreflang: string; path: string }[];
  /** Search engines should not keep this page (personal results, search results, login, errors). */
  noindex?: boolean;
  /** A members-only page: no share tags (og:, twitter:) and no structured data name it; implies noindex. */
  private?: boolean;
  /** The site-ownership meta tags of Naver and Google (the home page only, where they look). */
  verification?: boolean;
}

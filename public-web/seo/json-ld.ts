// schema.org nodes for the pages' JSON-LD: the school (home), the breadcrumb trail (inner pages), events (the academic
// calendar and the admission windows) and articles (board posts). Plain builders over what the pages already have.
import type { SiteSettings } from '../../domain/settings.js';
import { seoulDay } from '../../domain/time.js';
import type { JsonLdNode } from './types.js';

const SCHEMA = 'https://schema.org/';

/** An address on this site made absolute; an absolute one is kept. */
export const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);

/** A Korean phone number in international form (02-820-0990 → +82-2-820-0990), for telephone fields. */
export const intlPhone = (phone: string) => (phone.startsWith('0') ? `+82-${phone.slice(1)}` : phone);

const postalAddress = (s: SiteSettings) => ({
  '@type': 'PostalAddress',
  streetAddress: s.address,
  ...(s.postalCode ? { postalCode: s.postalCode } : {}),
  addressCountry: 'KR',
});

const schoolRef = (s: SiteSettings, origin: string) => ({
  '@type': 'CollegeOrUniversity',
  '@id': `${origin}/#school`,
  name: `${s.universityName} ${s.schoolName}`,
  url: `${origin}/`,
});

/** The school as the home page declares it: name, address, phone, logo and its official channels. */
export function school(s: SiteSettings, origin: string): JsonLdNode {
  return {
    ...schoolRef(s, origin),
    alternateName: s.schoolName,
    logo: `${origin}/share/logo.png`,
    address: postalAddress(s),
    ...(s.phone ? { telephone: intlPhone(s.phone) } : {}),
    ...(s.fax ? { faxNumber: intlPhone(s.fax) } : {}),
    ...(s.email ? { email: s.email } : {}),
    ...(s.socialLinks.length ? { sameAs: s.socialLinks.map((l) => l.url) } : {}),
  };
}

export function breadcrumbs(items: { name: string; url: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** A date-only value for an all-day event (its Seoul day), else the instant. */
const when = (at: Date, allDay: boolean) => (allDay ? seoulDay(at) : at.toISOString());

/** An academic-calendar event, held at the school. */
export function calendarEvent(
  s: SiteSettings,
  origin: string,
  e: { id: number; title: string; startAt: Date; endAt: Date | null; allDay: boolean; description?: string },
): JsonLdNode {
  return {
    '@type': 'Event',
    name: e.title,
    url: `${origin}/board/calendar/${e.id}`,
    startDate: when(e.startAt, e.allDay),
    endDate: when(e.endAt ?? e.startAt, e.allDay),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: { '@type': 'Place', name: `${s.universityName} ${s.schoolName}`, address: postalAddress(s) },
    organizer: schoolRef(s, origin),
    ...(e.description ? { description: e.description } : {}),
  };
}

/** An admission window: applications are made online, at the application address, from start to end. */
export function admissionWindow(
  s: SiteSettings,
  origin: string,
  w: { name: string; startAt: string; endAt: string; applyUrl: string; pageUrl: string },
): JsonLdNode {
  return {
    '@type': 'Event',
    name: w.name,
    url: w.pageUrl,
    startDate: w.startAt,
    endDate: w.endAt,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`,
    location: { '@type': 'VirtualLocation', url: absolute(origin, w.applyUrl) },
    organizer: schoolRef(s, origin),
  };
}

/** A board post (notice, resource, photo): headline, dates, author, picture, publisher. */
export function article(
  s: SiteSettings,
  origin: string,
  a: { title: string; url: string; publishedAt: Date; modifiedAt: Date; author: string; image: string },
): JsonLdNode {
  return {
    '@type': 'Article',
    headline: a.title.length > 110 ? `${a.title.slice(0, 109)}…` : a.title,
    mainEntityOfPage: a.url,
    datePublished: a.publishedAt.toISOString(),
    dateModified: a.modifiedAt.toISOString(),
    author: { '@type': 'Organization', name: a.author || s.schoolName, url: `${origin}/` },
    publisher: { ...schoolRef(s, origin), logo: `${origin}/share/logo.png` },
    image: absolute(origin, a.image),
  };
}

/** The page's nodes as one JSON-LD document, safe inside a <script> element. */
export function jsonLdText(nodes: JsonLdNode[]): string {
  const doc = { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(doc)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

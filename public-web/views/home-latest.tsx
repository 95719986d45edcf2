// The home page's latest content: the newest notices (pinned first), the next academic-calendar events
// and a strip of the newest gallery photos, each with a clean empty state and a link to its board.
import type { ComponentChildren } from 'preact';
import type { HomeData } from '../../domain/home.js';
import { eventRange } from '../boards/Calendar.js';
import { formatDate, seoulDay, seoulParts } from '../../domain/time.js';
import { home } from '../content/home.js';
import { UploadedImage } from '../components/UploadedImage.js';

const t = home.latest;

function BlockHead({ id, title, href }: { id: string; title: string; href: string }) {
  return (
    <div class="latest-head">
      <h2 id={id} class="home-heading">
        {title}
      </h2>
      <a class="latest-more" href={href}>
        <span class="sr-only">{title} </span>
        {t.more}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
      </a>
    </div>
  );
}

function NewMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span class="latest-new">
      <span aria-hidden="true">N</span>
      <span class="sr-only">{t.newPost}</span>
    </span>
  );
}

function Empty({ children }: { children: ComponentChildren }) {
  return <p class="latest-empty">{children}</p>;
}

export function LatestNotices({ notices }: { notices: HomeData['notices'] }) {
  return (
    <section class="latest-block" aria-labelledby="latest-notices">
      <BlockHead id="latest-notices" title={t.notices.title} href={t.notices.href} />
      {notices.length ? (
        <ul class="latest-list" data-testid="home-notices">
          {notices.map((n) => (
            <li key={n.id} class={n.pinned ? 'is-pinned' : undefined}>
              <a href={`${t.notices.href}/${n.id}`}>
                {n.pinned && <span class="latest-pin">{t.pinned}</span>}
                {n.category && <span class="latest-cat">[{n.category}]</span>}
                <span class="latest-title">{n.title}</span>
                <NewMark show={n.isNew} />
              </a>
              <time class="latest-date" dateTime={seoulDay(n.publishedAt)}>
                {formatDate(n.publishedAt)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t.notices.empty}</Empty>
      )}
    </section>
  );
}

export function UpcomingEvents({ events }: { events: HomeData['events'] }) {
  return (
    <section class="latest-block" aria-labelledby="latest-events">
      <BlockHead id="latest-events" title={t.events.title} href={t.events.href} />
      {events.length ? (
        <ul class="event-list" data-testid="home-events">
          {events.map((e) => {
            const start = seoulParts(e.startAt as Date);
            return (
              <li key={e.id}>
                <span class="event-day" aria-hidden="true">
                  <span class="event-month">{start.m}월</span>
                  <span class="event-date">{start.d}</span>
                </span>
                <span class="event-body">
                  <a href={`${t.events.href}/${e.id}`}>{e.title}</a>
                  <span class="event-when">
                    <time dateTime={seoulDay(e.startAt as Date)}>{eventRange(e)}</time>
                    {e.category && <span class="event-cat">{e.category}</span>}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty>
          {t.events.empty} <a href={t.events.href}>{t.events.more}</a>
        </Empty>
      )}
    </section>
  );
}

// Two across on a phone; four across in the home page's column on a wide screen.
const STRIP_SIZES = '(min-width: 960px) 240px, 50vw';

export function GalleryStrip({ photos }: { photos: HomeData['photos'] }) {
  return (
    <section class="latest-block" aria-labelledby="latest-gallery">
      <BlockHead id="latest-gallery" title={t.gallery.title} href={t.gallery.href} />
      {photos.length ? (
        <ul class="photo-strip" data-testid="home-gallery">
          {photos.map((p) => (
            <li key={p.id}>
              <a href={`${t.gallery.href}/${p.id}`}>
                <span class="photo-frame">
                  {p.image ? (
                    <UploadedImage image={p.image} sizes={STRIP_SIZES} alt={p.title} lazy />
                  ) : (
                    <span class="photo-none">
                      {t.gallery.noPhoto}
                      <span class="sr-only">: {p.title}</span>
                    </span>
                  )}
                </span>
                {/* The picture's alt text already names it for screen readers; the caption is for the eye. */}
                <span class="photo-cap" aria-hidden="true">
                  {p.title}
                </span>
                <NewMark show={p.isNew} />
              </a>
              <time class="photo-date" dateTime={seoulDay(p.publishedAt)}>
                {formatDate(p.publishedAt)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t.gallery.empty}</Empty>
      )}
    </section>
  );
}

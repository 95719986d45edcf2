// The popups as layers: rendered on the server (readable without JavaScript, first in the reading order) and
// hydrated by the island, which opens them as modal dialogs: focus moves in and comes back, Escape and 닫기
// close, "오늘 하루 보지 않기" keeps one popup away in this browser.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { dismiss, fitsDevice, isDismissed, PHONE_QUERY } from './dismiss.js';
import { popupLabels, type PopupLabels } from './labels.js';
import { richTextWithoutStyles } from '../lib/rich-text-styles.js';
import { externalImagesAsLinks } from '../lib/external-images.js';
import { PageShield } from './page-shield.js';
import type { PopupUiLang, PublicPopup } from '../../domain/popups.js';
import { UploadedImage } from '../components/UploadedImage.js';

export interface PopupLayerProps {
  popups: PublicPopup[];
  lang: PopupUiLang;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function PopupContent({ p, t }: { p: PublicPopup; t: PopupLabels }) {
  const target = p.linkNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const newTabNote = p.linkNewTab ? <span class="popup-sr-only"> ({t.newWindow})</span> : null;
  // At most the popup's width: on a phone the screen's. AVIF or WebP at that width (UploadedImage).
  const image = p.image ? (
    <UploadedImage
      class="popup__image"
      image={p.image}
      sizes={`(max-width: ${p.width}px) 100vw, ${p.width}px`}
      alt={p.image.alt}
    />
  ) : null;
  return (
    <div class="popup__content" id={`popup-${p.id}-content`}>
      {image && p.linkUrl ? (
        <a class="popup__image-link" href={p.linkUrl} {...target}>
          {image}
          {newTabNote}
        </a>
      ) : (
        image
      )}
      {p.bodyHtml ? (
        <div
          class="popup__html"
          dangerouslySetInnerHTML={{ __html: externalImagesAsLinks(richTextWithoutStyles(p.bodyHtml)) }}
        />
      ) : null}
      {p.linkUrl && !p.image ? (
        <p class="popup__more">
          <a href={p.linkUrl} {...target}>
            {t.more}
            {newTabNote}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Size, stacking and position as CSS variables, set through CSSOM once the island runs: the CSP refuses style=""
 * attributes. Without JavaScript the popups are notices in the page's flow and need none of them.
 */
function place(el: HTMLElement | null, p: PublicPopup, i: number): void {
  if (!el) return;
  el.style.setProperty('--popup-w', `${p.width}px`);
  el.style.setProperty('--popup-h', `${p.height}px`);
  el.style.setProperty('--popup-z', String(100 - i));
  if (p.left !== null && p.top !== null) {
    el.style.setProperty('--popup-x', `${p.left}px`);
    el.style.setProperty('--popup-y', `${p.top}px`);
  }
}

export function PopupLayer({ popups, lang }: PopupLayerProps) {
  const t = popupLabels[lang];
  // null: not enhanced (the server's HTML, or no JavaScript); otherwise the ids still open, front first.
  const [open, setOpen] = useState<number[] | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  const shield = useRef<PageShield | null>(null);

  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY).matches;
    const now = Date.now();
    shield.current = new PageShield(document.activeElement);
    setOpen(popups.filter((p) => fitsDevice(p.device, phone) && !isDismissed(storage(), p.id, now)).map((p) => p.id));
  }, []);

  // Layout effects, not effects: preact runs plain effects a frame after the DOM changes, so the page stayed
  // inert (and Escape unheard) for a frame after the last popup had already vanished, and a visitor or a test
  // acting in that frame met an unusable page. Covering, releasing and listening now happen with the DOM change.
  useLayoutEffect(() => {
    if (open === null || !layer.current || !shield.current) return;
    if (!open.length) return shield.current.release();
    shield.current.cover(layer.current);
    // On a wide screen the layer begins below the site header: the main menu stays in sight, not dimmed.
    const header = document.querySelector('.site-header');
    const phone = window.matchMedia(PHONE_QUERY).matches;
    const below = !phone && header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
    layer.current.style.setProperty('--popup-top', `${below}px`);
    layer.current.querySelector<HTMLElement>(`#popup-${open[0]}`)?.focus({ preventScroll: true });
  }, [open]);

  const close = (id: number) => setOpen((ids) => (ids ?? []).filter((x) => x !== id));

  useLayoutEffect(() => {
    if (!open?.length) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inside = (document.activeElement as Element | null)?.closest<HTMLElement>('[data-popup-id]');
      const id = inside ? Number(inside.dataset.popupId) : open[0];
      e.preventDefault();
      close(open.includes(id) ? id : open[0]);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const enhanced = open !== null;
  return (
    <div
      ref={layer}
      class={enhanced ? 'popup-layer is-enhanced' : 'popup-layer'}
      hidden={!enhanced || !open.length}
      lang={lang === 'zh' ? 'zh-Hans' : 'ko'}
    >
      <div class="popup-layer__dim" />
      <div class="popup-layer__stack">
        {popups.map((p, i) => {
          const shown = !enhanced || open.includes(p.id);
          const placed = p.left !== null && p.top !== null;
          const cls = ['popup', placed ? 'popup--placed' : '', enhanced && open[0] === p.id ? 'is-front' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <section
              key={p.id}
              id={`popup-${p.id}`}
              class={cls}
              ref={(el) => place(el, p, i)}
              role={enhanced ? 'dialog' : 'region'}
              aria-modal={enhanced ? 'true' : undefined}
              aria-labelledby={`popup-${p.id}-title`}
              aria-describedby={`popup-${p.id}-content`}
              tabIndex={-1}
              data-popup-id={p.id}
              data-device={p.device}
              hidden={!shown}
            >
              <div class="popup__head">
                <h2 class="popup__title" id={`popup-${p.id}-title`}>
                  {p.title}
                </h2>
              </div>
              <PopupContent p={p} t={t} />
              <div class="popup__foot">
                <button
                  type="button"
                  class="popup__btn"
                  data-popup-dismiss
                  onClick={() => {
                    dismiss(storage(), p, Date.now());
                    close(p.id);
                  }}
                >
                  {p.dismissMode === 'today' ? t.today : t.hours(p.dismissHours)}
                </button>
                <button type="button" class="popup__btn popup__btn--close" data-popup-close onClick={() => close(p.id)}>
                  {t.close}
                </button>
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}

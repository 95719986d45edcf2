// The server's side of the popup island: renderPopupLayer(popups) gives what a page puts first in <body>
// (the home page with lang ko, the China MBA pages with zh). CSP allows no inline script: the island's
// props ride in a data attribute and its code is /static/islands/popups.js.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VNode } from 'preact';
import { PopupLayer, type PopupLayerProps } from './PopupLayer.js';
import { POPUP_CSS, POPUP_NOSCRIPT_CSS } from './popups.css.js';
import type { PopupUiLang, PublicPopup } from './types.js';

let scriptUrl: string | null | undefined;

/** /static/islands/popups.js?v=<content hash>, or null when the islands are not built. */
export function popupScriptUrl(): string | null {
  if (scriptUrl === undefined) {
    const file = path.resolve(process.env.DIST_DIR ?? 'dist', 'public/islands/popups.js');
    scriptUrl = existsSync(file) ? `/static/islands/popups.js?v=${createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 10)}` : null;
  }
  return scriptUrl;
}

export function renderPopupLayer(popups: PublicPopup[], lang: PopupUiLang = 'ko'): VNode | null {
  if (!popups.length) return null;
  const props: PopupLayerProps = { popups, lang };
  const src = popupScriptUrl();
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: POPUP_CSS }} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: POPUP_NOSCRIPT_CSS }} />
      </noscript>
      <div id="site-popups" data-popup-island data-props={JSON.stringify(props)}>
        <PopupLayer {...props} />
      </div>
      {src ? <script type="module" src={src} /> : null}
    </>
  );
}

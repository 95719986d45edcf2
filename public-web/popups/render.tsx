// The server's side of the popup island: renderPopupLayer(popups) gives what a page puts first in <body>
// (the home page with lang ko, the China MBA pages with zh). CSP allows no inline script: the island's
// props ride in a data attribute and its code is /static/islands/popups.js.
import type { VNode } from 'preact';
import { islandUrl } from '../assets.js';
import { PopupLayer, type PopupLayerProps } from './PopupLayer.js';
import { POPUP_CSS, POPUP_NOSCRIPT_CSS } from './popups.css.js';
import type { PopupUiLang, PublicPopup } from '../../domain/popups.js';

export function renderPopupLayer(popups: PublicPopup[], lang: PopupUiLang = 'ko'): VNode | null {
  if (!popups.length) return null;
  const props: PopupLayerProps = { popups, lang };
  const src = islandUrl('popups');
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

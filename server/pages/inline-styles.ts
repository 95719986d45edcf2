// The inline <style> elements the rendered pages carry (popups, the bare /receipt pages): fixed texts,
// listed here beside the rendering so the CSP (server/security.ts) can allow exactly these by their hashes.
import { POPUP_CSS, POPUP_NOSCRIPT_CSS } from '../../public-web/popups/popups.css.js';
import { receiptCss } from '../../public-web/receipt/receipt.css.js';
import { ticketCss } from '../../public-web/receipt/ticket.css.js';

export const INLINE_STYLES: readonly string[] = [POPUP_CSS, POPUP_NOSCRIPT_CSS, receiptCss, ticketCss];

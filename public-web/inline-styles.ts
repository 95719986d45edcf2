// The inline <style> elements the rendered pages carry (popups, the bare /receipt pages): fixed texts,
// listed here beside the templates so the CSP (server/http/security-headers.ts) can allow exactly these by their hashes.
import { POPUP_CSS, POPUP_NOSCRIPT_CSS } from './popups/popups.css.js';
import { receiptCss } from './receipt/receipt.css.js';
import { ticketCss } from './receipt/ticket.css.js';

export const INLINE_STYLES: readonly string[] = [POPUP_CSS, POPUP_NOSCRIPT_CSS, receiptCss, ticketCss];

// The styles of the bare /receipt pages (no site header or footer), phone first, with a print sheet for the receipt.
import { papersCss } from './papers.css.js';

export const receiptCss = `
:root{--brand:var(--navy);--brand-2:var(--navy);--err:var(--danger);--bg:var(--tint)}
body{background:var(--bg);word-break:keep-all;overflow-wrap:anywhere}
.rc-top{background:#fff;border-bottom:3px solid var(--navy);box-shadow:inset 0 -6px 0 -3px var(--accent)}
.rc-top-inner{max-width:760px;margin:0 auto;padding:10px 12px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.rc-brand .brand-name{font-size:17px}
.rc-home{display:inline-flex;align-items:center;min-height:44px;padding:0 4px;font-size:14px;font-weight:600;color:var(--navy);white-space:nowrap}
.rc-main{max-width:760px;margin:0 auto;padding:16px 12px 48px}
.rc-links{margin:0 4px 14px;font-size:14px}
.rc-main>h1{font-size:22px;margin:8px 4px 4px}
.rc-main>.lead{margin:0 4px 16px;color:var(--muted)}
.card{background:#fff;border:1px solid var(--line);border-radius:10px;padding:18px 16px;margin:0 0 14px}
.card h2{font-size:18px;margin:0 0 12px;color:var(--brand)}
.lead{color:var(--muted);font-size:15px}
.draft-bar{background:#fffbe8;border:1px solid #ecd98b;border-radius:10px;padding:12px 14px;margin:0 0 14px;font-size:14px}
.draft-bar p{margin:0 0 6px}.draft-status{color:var(--ok);font-weight:600;min-height:1.2em}
.consent{border:1px solid var(--line);border-radius:8px;padding:12px;margin:0 0 12px}
.consent legend{font-weight:700;padding:0 4px}
.consent-group+.consent-group{border-top:2px dashed var(--line);padding-top:12px}
.field{position:relative;margin:0 0 14px;border:0;padding:0;min-width:0}
.field-label{display:block;font-weight:600;margin:0 0 4px;padding:0}
.req{color:var(--err);font-weight:500;font-size:13px}
input[type=text],input[type=email],input[type=tel],input[type=date],input[type=month],input[type=password],input:not([type]),select,textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #aab4c1;border-radius:6px;background:#fff;color:var(--ink);min-height:44px}
textarea{resize:vertical;line-height:1.6}
input.file-input{position:absolute;width:1px;height:1px;opacity:0;overflow:hidden}
.file-input:focus-visible+.file-row .file-btn{outline:3px solid var(--accent)}
.file-row{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
.file-names p{margin:0;font-size:14px}.file-none{color:var(--muted)}
input:focus,select:focus,textarea:focus,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
.has-error input,.has-error select,.has-error textarea{border-color:var(--err);background:#fff8f7}
.error{color:var(--err);font-size:14px;margin:4px 0 0;font-weight:600}
.hint,.counter{color:var(--muted);font-size:13px;margin:4px 0 0}
.counter{text-align:right}
.radios{display:flex;flex-wrap:wrap;gap:8px 18px}
.radio{display:flex;align-items:center;gap:6px;min-height:44px;cursor:pointer}
.radio input{width:20px;height:20px;margin:0}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}
.static{margin:0;padding:10px 12px;background:#f6f8fb;border-radius:6px}
.file-chosen{color:var(--ok);font-weight:600}
.plain{border:0;margin:0;padding:0;min-width:0}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:46px;padding:10px 18px;border-radius:8px;border:1px solid var(--brand-2);background:#fff;color:var(--brand-2);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn.primary{background:var(--brand-2);color:#fff}
/* The site's dialogs (public-web/islands/DialogHost) use the site's button names: keep their fill over .btn above. */
.btn.btn-primary{background:var(--navy);border-color:var(--navy);color:#fff}
.btn.wide{width:100%;font-size:17px}
.btn.small{min-height:36px;padding:4px 12px;font-size:14px}
.btn:disabled,fieldset:disabled .btn{opacity:.6;cursor:wait}
.link{background:none;border:0;color:var(--brand-2);text-decoration:underline;font:inherit;cursor:pointer;padding:0}
.consent-done{margin:0 0 10px;text-align:right;font-size:14px}
.summary{display:none;color:var(--err);background:#fff1f0;border:1px solid #f1b7b2;border-radius:8px;padding:10px 12px;margin:0 0 12px;font-weight:600}
.summary.show{display:block}
.error-summary{background:#fff;border:3px solid var(--err);border-radius:10px;padding:14px 16px;margin:0 0 14px;scroll-margin-top:8px}
.error-summary:focus{outline:3px solid var(--accent);outline-offset:2px}
.error-summary h2{font-size:18px;margin:0 0 8px;color:var(--err)}
.error-summary ul{margin:0;padding:0 0 0 1.2em}
.error-summary li{margin:0 0 4px}
.round-closed{background:#fff;border:3px solid var(--err);border-radius:10px;padding:14px 16px;margin:0 0 14px;scroll-margin-top:8px}
.round-closed:focus{outline:3px solid var(--accent);outline-offset:2px}
.round-closed h2{font-size:18px;margin:0 0 8px;color:var(--err)}
.round-closed p{margin:0 0 8px}
.error-summary a{color:var(--err);font-weight:600}
.field,.consent{scroll-margin-top:12px}
.consent-all{display:flex;align-items:center;gap:10px;min-height:52px;padding:10px 14px;margin:0 0 4px;border:2px solid var(--navy);border-radius:8px;background:var(--navy-soft);font-weight:700;cursor:pointer}
.consent-all input{width:22px;height:22px;margin:0;flex:none}
.consent-all-hint{margin:0 0 14px}
.consent-group-title{font-size:16px;margin:6px 0 10px;color:var(--navy)}
.tabs{display:flex;gap:6px;margin:0 0 10px}
.tab{flex:1;display:flex;align-items:center;justify-content:center;text-align:center;min-height:44px;padding:4px 8px;border:1px solid var(--line);background:#fff;border-radius:8px;font:inherit;color:var(--ink);text-decoration:none;cursor:pointer}
.tab.on{background:var(--brand);color:#fff;border-color:var(--brand)}
.rc-noscript{background:#fffbe8;border:1px solid #ecd98b;border-radius:10px;padding:14px 16px;margin:0 0 14px}
.rc-noscript p{margin:0 0 6px}.rc-noscript p:last-child{margin:0}.rc-noscript p:first-child{font-weight:700}
/* Without JavaScript the application form cannot work: only the notice above it shows. */
@media (scripting:none){[data-island="receipt-form"]{display:none}}
.facts{display:grid;grid-template-columns:7.5em 1fr;gap:6px 10px;margin:0 0 14px}
.facts dt{color:var(--muted);font-weight:600}.facts dd{margin:0}
.note{white-space:pre-wrap}
.status{color:var(--brand)}
.result h2{font-size:18px}
.announce{display:block;margin:4px 0 0;font-size:14px;color:var(--muted)}
.registration{background:#eaf6ee;border:1px solid #a9d8b8;border-radius:10px;padding:12px 14px;margin:0 0 14px}
.registration h3{margin:0 0 8px;font-size:16px;color:var(--ok)}
.receipt{background:#fff;border:2px solid var(--ink);padding:22px 18px;margin:0 0 14px}
.receipt-head{text-align:center;border-bottom:2px solid var(--ink);margin:0 0 16px;padding:0 0 10px}
.receipt-head .school{margin:0;color:var(--muted)}
.receipt-head h1{margin:4px 0 0;font-size:24px;letter-spacing:.2em}
.receipt-body{display:flex;gap:16px;align-items:flex-start}
.receipt .photo{width:120px;height:160px;object-fit:cover;border:1px solid var(--line);flex:none;background:#eef1f5}
.receipt .facts{flex:1;grid-template-columns:6.5em 1fr}
.receipt-no{font-size:20px;font-weight:800;color:var(--brand);letter-spacing:.04em}
.stamp{text-align:center;margin:20px 0 4px}.stamp-school{text-align:center;font-weight:700;font-size:18px;margin:0}
.done{background:#eaf6ee;border:1px solid #a9d8b8;color:var(--ok);border-radius:8px;padding:12px;font-weight:600}
.actions{display:flex;gap:10px;flex-wrap:wrap}
.decline{border-top:1px dashed var(--line);margin:16px 0 0;padding:14px 0 0}
.decline h3{font-size:16px;margin:0 0 6px;color:var(--err)}.decline .hint{margin:0 0 12px}
.decline-confirm{align-items:flex-start;margin:0 0 12px}.decline-confirm input{flex:none;margin-top:2px}
.btn.danger{border-color:var(--err);color:var(--err)}
.result .done{margin:14px 0 0}
.supp h3{color:var(--brand)}.supp-item{border:1px solid var(--line);border-radius:8px;padding:12px;margin:0 0 12px}
.supp-item h4{margin:0 0 6px;font-size:15px}.supp-note{margin:0 0 8px;white-space:pre-line}
.supp-item input[type=file]{width:100%;min-height:44px;font:inherit}
@media (max-width:480px){.receipt-body{flex-direction:column;align-items:center}.receipt .facts{width:100%}.row2{grid-template-columns:1fr}}
@media print{
  @page{size:A4;margin:18mm}
  body{background:#fff;font-size:12pt}
  .no-print,.skip,.rc-top,.rc-links,.rc-main>h1{display:none!important}
  .rc-main{max-width:none;padding:0}
  .receipt{border:2px solid #000;margin:0;padding:14mm 12mm}
  .receipt-body{flex-direction:row;align-items:flex-start}
  .receipt .photo{width:30mm;height:40mm}
  .receipt-no{color:#000}
  a{color:#000;text-decoration:none}
}
${papersCss}`;

// The 수험표's styles, after receiptCss: a bordered card on screen (phone first), and in print one page with no site
// chrome. No paper size is forced: the ticket fits a B5 page's printable area, so A4 and B5 both print it whole.
export const ticketCss = `
.ticket{background:#fff;border:3px double var(--ink);padding:20px 16px;margin:0 0 14px}
.ticket-head{text-align:center;border-bottom:2px solid var(--ink);margin:0 0 14px;padding:0 0 10px}
.ticket-head .school{margin:0;color:var(--muted)}
.ticket-head h2{margin:4px 0 0;font-size:26px;letter-spacing:.3em;color:var(--ink)}
.ticket-round{margin:4px 0 0;font-weight:600}
.ticket-body{display:flex;gap:16px;align-items:flex-start}
.ticket .photo{width:120px;height:160px;object-fit:cover;border:1px solid var(--line);flex:none;background:#eef1f5}
.ticket .facts{flex:1;grid-template-columns:6.5em 1fr;margin:0}
.ticket .exam-no{font-size:22px;font-weight:800;color:var(--brand);letter-spacing:.04em;white-space:nowrap}
.ticket .facts dd{overflow-wrap:normal}
.ticket .exam-no.pending{font-size:inherit;font-weight:600;color:var(--muted);letter-spacing:0}
.ticket .name-en{display:block;color:var(--muted);font-size:14px}
.ticket-interview{border:1px solid var(--line);border-radius:6px;padding:10px 12px;margin:14px 0 0}
.ticket-interview p{margin:0;font-weight:600}
.ticket-bring{margin:12px 0 0;font-size:14px}
.ticket .stamp{text-align:center;margin:18px 0 4px}
@media (max-width:480px){.ticket-body{flex-direction:column;align-items:center}.ticket .facts{width:100%}}
@media print{
  @page{margin:12mm}
  html,body{height:auto}
  .rc-main{max-width:none;padding:0}
  .ticket{border:3px double #000;margin:0 auto;padding:8mm 9mm;max-width:150mm;page-break-inside:avoid;break-inside:avoid}
  .ticket-body{flex-direction:row;align-items:flex-start}
  .ticket .photo{width:30mm;height:40mm}
  .ticket .facts{width:auto}
  .ticket .exam-no{color:#000}
  .ticket-interview{border-color:#000}
}
`;

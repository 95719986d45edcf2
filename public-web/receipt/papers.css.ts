// The styles of the result letter in the look-up and of the printable papers (letter, 합격증, 등록금 고지서): a sheet
// on screen that fits a 375 px phone, and in print exactly one A4 page each with no site chrome. Joined into
// receiptCss, so the look-up (whose island may not carry its own <style>) has them too.
export const papersCss = `
.letter{background:#fff;border:1px solid var(--line);border-radius:10px;padding:16px;margin:0 0 14px}
.letter h3{margin:0 0 10px;font-size:18px;color:var(--brand)}
.letter-body h3,.letter-body h4{font-size:16px;margin:14px 0 6px;color:var(--ink)}
.letter-body p{margin:0 0 8px}.letter-body ul,.letter-body ol{margin:0 0 8px;padding-left:1.3em}
.letter-body table{border-collapse:collapse;margin:0 0 8px}.letter-body th,.letter-body td{border:1px solid var(--line);padding:4px 8px}
.papers-actions{margin:0 0 14px}
.paper{background:#fff;border:1px solid #b9c2ce;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:24px 18px;margin:0 0 14px;position:relative}
.paper-head{text-align:center;margin:0 0 18px}
.paper-head .school{margin:0;color:var(--muted);font-weight:600}
.paper-head h2{margin:6px 0 0;font-size:28px;letter-spacing:.25em;color:var(--ink)}
.paper-head .sub{margin:6px 0 0;font-weight:600}
.paper .facts{grid-template-columns:7em 1fr}
.paper .facts dd{font-weight:600}
.paper .facts dt,.paper .facts dd{padding:6px 0;border-bottom:1px solid #e3e7ed}
.certificate{border:6px double var(--ink);padding:28px 20px}
.certificate .cert-text{font-size:19px;line-height:1.9;text-align:center;margin:26px 0}
.certificate .issued{text-align:center;margin:22px 0 8px;font-size:17px}
.signer{display:flex;align-items:center;justify-content:center;gap:10px;margin:10px 0 0;min-height:90px}
.signer strong{font-size:22px;letter-spacing:.1em}
.seal{width:84px;height:84px;object-fit:contain}
.mark{display:inline-block;border:2px solid var(--err);color:var(--err);border-radius:6px;padding:0 8px;font-weight:700;margin-left:6px;font-size:14px;vertical-align:middle}
.bill .amount{font-size:24px;font-weight:800;color:var(--brand)}
.bill .multi{white-space:pre-wrap;font-weight:500}
.bill-note{font-size:14px;border-top:2px solid var(--ink);padding-top:10px;margin:14px 0 0}
.paid{position:absolute;top:18px;right:18px;transform:rotate(-8deg);border:3px solid var(--ok);color:var(--ok);font-weight:800;font-size:20px;padding:4px 10px;border-radius:8px}
@media (max-width:480px){.paper{padding:18px 12px}.certificate{padding:20px 12px}.paper-head h2{font-size:24px}.paper .facts{grid-template-columns:6em 1fr}.certificate .cert-text{font-size:17px}}
@media (min-width:900px){.paper{padding:40px 48px}.certificate{padding:48px 56px}}
@media print{
  .bare-lang{display:none!important}
  .paper{border:0;box-shadow:none;margin:0;padding:0}
  .certificate,.bill{height:257mm;overflow:hidden;box-sizing:border-box;break-inside:avoid;page-break-inside:avoid}
  .certificate{border:6px double #000;padding:20mm 16mm}
  .bill{border:2px solid #000;padding:14mm 12mm}
  .letter-page .letter{border:0;padding:0}
  .paper-head h2{font-size:26pt}
  .certificate .cert-text{font-size:16pt;margin:18mm 0}
  .bill .amount{color:#000}
  .mark{color:#000;border-color:#000}
  .paid{color:#000;border-color:#000}
}
`;

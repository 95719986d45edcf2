// The editor's HTML as a page body is stored: ProseMirror writes every table as one <tbody> and wraps the text of
// a list item or a cell in a paragraph; the page bodies (and their CSS) have header rows in <thead> and bare text
// in cells and items. Also drops the caption's editor-only attribute. Browser DOM (the admin only).
const BARE_P_IN = new Set(['LI', 'TD', 'TH']);

export function finishHtml(html: string): string {
  const t = document.createElement('template');
  t.innerHTML = html;
  t.content.querySelectorAll('caption[contenteditable]').forEach((c) => c.removeAttribute('contenteditable'));
  t.content.querySelectorAll('p').forEach((p) => {
    const parent = p.parentElement;
    if (!parent || !BARE_P_IN.has(parent.tagName) || p.attributes.length || parent.children.length !== 1) return;
    if (parent.childNodes.length !== 1) return;
    p.replaceWith(...Array.from(p.childNodes));
  });
  t.content.querySelectorAll('table').forEach((table) => {
    const body = Array.from(table.children).find((c) => c.tagName === 'TBODY');
    if (!body || table.querySelector(':scope > thead')) return;
    const head: Element[] = [];
    for (const row of Array.from(body.children)) {
      const cells = Array.from(row.children);
      if (!cells.length || !cells.every((c) => c.tagName === 'TH')) break;
      head.push(row);
    }
    if (!head.length || head.length === body.children.length) return;
    const thead = document.createElement('thead');
    thead.append(...head);
    body.before(thead);
  });
  return t.innerHTML;
}

// The page body inside the visual editor: the stored HTML as it is (sections, layout classes, tables, widgets all
// kept by the browser's own DOM), with each widget made an uneditable chip named from PAGE_WIDGETS, and back: the
// editor-only attributes taken off before the HTML goes to the server (which sanitizes it again).
import { isPageWidget, PAGE_WIDGETS } from '../../../domain/pages';

const EDITOR_ATTRS = ['contenteditable', 'data-label'];

/** Marks the widgets of `root` (already holding the stored HTML) for editing. */
export function markWidgets(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-widget]').forEach((el) => {
    const name = el.dataset.widget ?? '';
    const label = isPageWidget(name) ? PAGE_WIDGETS[name] : name;
    const detail = el.dataset.key ?? el.dataset.name ?? '';
    el.setAttribute('contenteditable', 'false');
    el.setAttribute('data-label', `자동: ${label}${detail ? ` (${detail})` : ''}`);
  });
}

/** The HTML of `root` without the editor's own attributes. */
export function cleanHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[contenteditable], [data-label]').forEach((el) => {
    for (const a of EDITOR_ATTRS) el.removeAttribute(a);
  });
  return copy.innerHTML;
}

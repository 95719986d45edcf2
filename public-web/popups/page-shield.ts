// While popups are open the rest of the page is inert (no focus, no clicks, hidden from screen readers)
// and does not scroll; when the last one closes, everything is given back and focus returns.
export class PageShield {
  private inerted: HTMLElement[] = [];
  private overflow: string | null = null;

  constructor(private readonly returnTo: Element | null) {}

  /** Makes every element outside `keep` (siblings along its ancestor path up to <body>) inert. */
  cover(keep: HTMLElement): void {
    if (this.overflow !== null) return;
    for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (
          sibling === node ||
          !(sibling instanceof HTMLElement) ||
          sibling.inert ||
          ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(sibling.tagName)
        )
          continue;
        sibling.inert = true;
        this.inerted.push(sibling);
      }
    }
    this.overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }

  release(): void {
    if (this.overflow === null) return;
    for (const el of this.inerted) el.inert = false;
    this.inerted = [];
    document.documentElement.style.overflow = this.overflow;
    this.overflow = null;
    const back = this.returnTo;
    if (back instanceof HTMLElement && back !== document.body && back.isConnected) {
      back.focus({ preventScroll: true });
      return;
    }
    // Nothing had focus before: continue at the page's main content.
    const main = document.getElementById('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  }
}

// Small behaviours of the server-rendered navigation, added once the page's script runs:
// - the section tabs (.lnb-list) scroll the current tab into view on narrow screens (AI비즈니스학과 is the
//   eighth tab of 학과소개 and sat off-screen at 375 px);
// - the desktop drop-down menus (pure CSS, :hover and :focus-within) close on Escape and give focus back to
//   their top link, and a menu opened by keyboard closes when the pointer opens another (one open at a time).

export function revealCurrentTab(): void {
  for (const list of Array.from(document.querySelectorAll<HTMLElement>('.lnb-list'))) {
    const current = list.querySelector<HTMLElement>('.is-current');
    if (!current || list.scrollWidth <= list.clientWidth) continue;
    const l = list.getBoundingClientRect();
    const c = current.getBoundingClientRect();
    // Centre the tab in the strip (scrollLeft clamps at both ends by itself).
    list.scrollLeft += c.left - l.left - (l.width - c.width) / 2;
  }
}

export function enhanceMainMenu(): void {
  const nav = document.querySelector<HTMLElement>('.gnb');
  if (!nav) return;
  const items = Array.from(nav.querySelectorAll<HTMLElement>('.gnb-item'));
  nav.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const item = (e.target as Element).closest<HTMLElement>('.gnb-item');
    if (!item) return;
    item.classList.add('is-dismissed');
    item.querySelector<HTMLElement>('.gnb-top')?.focus();
  });
  nav.addEventListener('focusin', (e) => {
    const item = (e.target as Element).closest<HTMLElement>('.gnb-item');
    // Tabbing on into a dismissed menu's links opens it again.
    if (item && (e.target as Element).closest('.gnb-sub')) item.classList.remove('is-dismissed');
    // Focus opens this one: a menu open only because the pointer rests on it closes.
    for (const other of items) if (other !== item && other.matches(':hover')) other.classList.add('is-dismissed');
  });
  nav.addEventListener('focusout', (e) => {
    const item = (e.target as Element).closest<HTMLElement>('.gnb-item');
    if (item && !item.contains(e.relatedTarget as Node | null)) item.classList.remove('is-dismissed');
  });
  for (const item of items) {
    item.addEventListener('mouseenter', () => {
      item.classList.remove('is-dismissed');
      // The pointer opens this one: a menu still open by focus elsewhere in the bar closes.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && nav.contains(focused) && !item.contains(focused)) focused.blur();
    });
    item.addEventListener('mouseleave', () => {
      if (!item.contains(document.activeElement)) item.classList.remove('is-dismissed');
    });
  }
}

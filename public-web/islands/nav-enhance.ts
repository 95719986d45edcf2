// Small behaviours of the server-rendered navigation, added once the page's script runs:
// - the section tabs (.lnb-list) scroll the current tab into view on narrow screens (AI비즈니스학과 is the
//   eighth tab of 학과소개 and sat off-screen at 375 px);
// - the desktop drop-down menus (pure CSS without JavaScript: :hover and :focus-within) become disclosures: a
//   button per top item opens its sub-menu (aria-expanded), Tab moves between top items, Escape closes and gives
//   focus back to the button, and a menu opened by keyboard closes when the pointer opens another.

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
  const zh = document.documentElement.lang === 'zh-Hans';
  // The disclosure pattern: after each top link a button (aria-expanded) opens its sub-menu; a closed sub-menu is
  // out of the tab order, so Tab goes from one top item to the next instead of through every sub-link.
  items.forEach((item, i) => {
    const top = item.querySelector<HTMLElement>('.gnb-top');
    const sub = item.querySelector<HTMLElement>('.gnb-sub');
    if (!top || !sub) return;
    sub.id ||= `gnb-sub-${i}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gnb-toggle';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', sub.id);
    const label = document.createElement('span');
    label.className = 'sr-only';
    label.textContent = zh ? `${top.textContent ?? ''} 子菜单` : `${top.textContent ?? ''} 하위 메뉴`;
    button.append(label);
    button.addEventListener('click', () => setOpen(item, !item.classList.contains('is-open')));
    top.after(button);
  });
  nav.classList.add('is-enhanced');

  function setOpen(item: HTMLElement, open: boolean) {
    for (const other of items) {
      const on = other === item && open;
      other.classList.toggle('is-open', on);
      other.querySelector('.gnb-toggle')?.setAttribute('aria-expanded', String(on));
      if (other !== item || !open) other.classList.remove('is-dismissed');
    }
  }

  nav.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const item = (e.target as Element).closest<HTMLElement>('.gnb-item');
    if (!item) return;
    setOpen(item, false);
    item.classList.add('is-dismissed');
    item.querySelector<HTMLElement>('.gnb-toggle')?.focus();
  });
  nav.addEventListener('focusout', (e) => {
    const item = (e.target as Element).closest<HTMLElement>('.gnb-item');
    if (item && !item.contains(e.relatedTarget as Node | null)) {
      item.classList.remove('is-dismissed');
      if (item.classList.contains('is-open')) setOpen(item, false);
    }
  });
  for (const item of items) {
    item.addEventListener('mouseenter', () => {
      item.classList.remove('is-dismissed');
      // The pointer opens this one: a menu open by keyboard elsewhere in the bar closes.
      for (const other of items) if (other !== item && other.classList.contains('is-open')) setOpen(other, false);
    });
  }
}

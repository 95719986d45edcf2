// The slide-out menu (spec §2). Rendered on the server as a plain list of every group with
// 로그인 last, which is what a visitor without JavaScript gets (the header's menu button is a link
// to it). Once hydrated it becomes a drawer with collapsible groups, opened by the header button,
// and its last item follows the stored user: 관리자 for an administrator, 내 정보 for a member.
import { useEffect, useRef, useState } from 'preact/hooks';
import { NavItems } from '../components/ExternalLink.js';
import type { NavGroup } from '../layout/nav.js';
import { ui, type Lang } from '../locale/index.js';
import { isStaffRole } from '../../domain/roles.js';
import { logout } from './auth-actions.js';
import { useSessionUser } from './use-session.js';

export interface MobileMenuProps {
  groups: NavGroup[];
  currentGroup: string | null;
  currentPath: string;
  loginHref: string;
  lang?: Lang;
}

export function MobileMenu({ groups, currentGroup, currentPath, loginHref, lang = 'ko' }: MobileMenuProps) {
  const t = ui(lang);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  // Whether the visitor has opened it: only then does it slide (chrome.css), not when it becomes a drawer.
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(currentGroup);
  const user = useSessionUser();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    setEnhanced(true);
    document.documentElement.classList.add('has-drawer');
    const toggles = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-menu-open]'));
    const onOpen = (e: Event) => {
      e.preventDefault();
      setOpen(true);
      setOpened(true);
    };
    toggles.forEach((t) => t.addEventListener('click', onOpen));
    return () => toggles.forEach((t) => t.removeEventListener('click', onOpen));
  }, []);

  useEffect(() => {
    if (!enhanced) return;
    document.querySelectorAll('[data-menu-open]').forEach((t) => t.setAttribute('aria-expanded', String(open)));
    document.body.classList.toggle('menu-open', open);
    if (open) panel.current?.querySelector<HTMLElement>('.drawer-close')?.focus();
    else if (focusBack.current) {
      // Focus goes back to the button that opened the menu (the visible one: the home header has its own).
      focusBack.current = false;
      const buttons = Array.from(document.querySelectorAll<HTMLElement>('[data-menu-open]'));
      (buttons.find((b) => b.offsetParent !== null) ?? buttons[0])?.focus();
    }
  }, [open, enhanced]);

  // Noted before the drawer turns inert: by then the focused element inside has already lost focus.
  const focusBack = useRef(false);
  const close = () => {
    focusBack.current = !!panel.current?.contains(document.activeElement);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) close();
  };

  const last = isStaffRole(user?.role)
    ? { href: '/admin', label: t.admin }
    : user
      ? { href: '/auth/my-info', label: t.myInfo }
      : { href: loginHref, label: t.login };

  return (
    <>
      {enhanced && open ? <div class="drawer-backdrop" onClick={close} /> : null}
      <nav
        id="site-menu"
        ref={panel}
        class={`drawer${enhanced ? ' drawer--js' : ''}${opened ? ' has-opened' : ''}${open ? ' is-open' : ''}`}
        aria-label={t.menu}
        // Closed, the drawer is inert: neither focusable nor read (aria-hidden alone left its links in the tab order).
        inert={enhanced && !open}
        onKeyDown={onKeyDown}
      >
        <div class="drawer-head">
          <p class="drawer-title">{t.menu}</p>
          {enhanced ? (
            <button type="button" class="drawer-close" onClick={close} tabIndex={open ? 0 : -1}>
              <span aria-hidden="true">✕</span>
              <span class="sr-only">{t.closeMenu}</span>
            </button>
          ) : null}
        </div>
        <form
          class="drawer-search"
          role="search"
          action={lang === 'zh-Hans' ? '/china/search' : '/search'}
          method="get"
        >
          <label for="drawer-q">{lang === 'zh-Hans' ? '站内搜索' : '통합검색'}</label>
          <input id="drawer-q" name="q" type="search" maxLength={200} tabIndex={enhanced && !open ? -1 : 0} />
          <button type="submit" class="btn btn-primary" tabIndex={enhanced && !open ? -1 : 0}>
            {lang === 'zh-Hans' ? '搜索' : '검색'}
          </button>
        </form>
        <ul class="drawer-groups">
          {groups.map((g) => {
            const isOpen = !enhanced || expanded === g.id;
            return (
              <li key={g.id} class={`drawer-group${isOpen ? ' is-expanded' : ''}`}>
                {enhanced ? (
                  <button
                    type="button"
                    class="drawer-group-toggle"
                    aria-expanded={isOpen ? 'true' : 'false'}
                    aria-controls={`drawer-${g.id}`}
                    tabIndex={open ? 0 : -1}
                    onClick={() => setExpanded(isOpen ? null : g.id)}
                  >
                    {g.label}
                  </button>
                ) : (
                  <p class="drawer-group-label">{g.label}</p>
                )}
                <ul id={`drawer-${g.id}`} class="drawer-links" hidden={!isOpen}>
                  <NavItems links={g.links} currentPath={currentPath} notice={t.newWindow} />
                </ul>
              </li>
            );
          })}
          <li class="drawer-group drawer-account">
            {user ? (
              <button
                type="button"
                class="linklike drawer-logout"
                tabIndex={open ? 0 : -1}
                onClick={() => void logout()}
              >
                {t.logout}
              </button>
            ) : null}
            {/* Spec §2: the menu ends with this link (관리자 for an administrator), after 로그아웃. */}
            <a href={last.href} class="drawer-last" data-testid="menu-last">
              {last.label}
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}

// The site map of spec §2, as staff keep it in the menu document (domain/menu.ts, /admin/menu): the header groups,
// the slide-out menu, the section banners and the local navigation, the footer links and the home page's quick
// links all come from it, so every menu agrees. Hidden items and groups with nothing visible are left out.
import { menuLabel, type MenuItem, type SiteMenu } from '../../domain/menu.js';
import type { SiteSettings } from '../../domain/settings.js';
import type { Lang } from '../locale/types.js';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (rel="noopener", announced to screen readers). */
  external?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

export interface FooterLink extends NavLink {
  /** The link downloads its file (the brochure). */
  download?: boolean;
}

export interface QuickLink extends NavLink {
  icon?: string;
}

/** What the chrome of one page draws, in the page's language. */
export interface Chrome {
  groups: NavGroup[];
  footer: FooterLink[];
  quick: QuickLink[];
}

/** Where "online application" goes: the external receipt service when set, else our own /receipt. */
export function applicationHref(settings: SiteSettings): string {
  return settings.applicationUrl || '/receipt';
}

function link(item: MenuItem, settings: SiteSettings, lang: Lang): NavLink {
  const href = item.follows === 'applicationUrl' ? applicationHref(settings) : item.href;
  return { label: menuLabel(item, lang), href, ...(item.newTab ? { external: true } : {}) };
}

/** The menu document drawn for one page: visible items only, labels in the page's language. */
export function menuChrome(menu: SiteMenu, settings: SiteSettings, lang: Lang = 'ko'): Chrome {
  const groups = menu.groups
    .map((g, i) => ({
      id: g.key ?? `group-${i + 1}`,
      label: menuLabel(g, lang),
      links: g.items.filter((it) => it.visible).map((it) => link(it, settings, lang)),
    }))
    .filter((g) => g.links.length > 0);
  const footer = menu.footer
    .filter((it) => it.visible)
    .map((it) => ({ ...link(it, settings, lang), ...(it.download ? { download: true } : {}) }));
  const quick = menu.quick
    .filter((it) => it.visible)
    .map((it) => ({ ...link(it, settings, lang), ...(it.icon ? { icon: it.icon } : {}) }));
  return { groups, footer, quick };
}

/** The group a path belongs to (for the section banner and the local navigation), if any. */
export function groupFor(path: string, groups: NavGroup[]): NavGroup | undefined {
  return groups.find((g) => g.links.some((l) => !l.external && (path === l.href || path.startsWith(`${l.href}/`))));
}

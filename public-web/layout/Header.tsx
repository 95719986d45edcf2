// The site header: brand, the seven groups of spec §2 (drop-downs on wide screens, pure CSS so they
// work without JavaScript), the account links and the button that opens the slide-out menu.
// The home page gets the "home" variant: transparent over the hero, light text.
import type { SiteSettings } from '../../domain/settings.js';
import { BrandMark } from '../components/BrandMark.js';
import { NavAnchor } from '../components/ExternalLink.js';
import { Island } from '../components/Island.js';
import { AuthLinks } from '../islands/AuthLinks.js';
import { ko } from '../locale/ko.js';
import type { NavGroup } from './nav.js';

export interface HeaderProps {
  variant: 'home' | 'public';
  settings: SiteSettings;
  groups: NavGroup[];
  currentGroup: string | null;
  currentPath: string;
  loginHref: string;
}

export function Header({ variant, settings, groups, currentGroup, currentPath, loginHref }: HeaderProps) {
  return (
    <header class={`site-header site-header--${variant}`}>
      <div class="util-bar">
        <div class="container util-inner">
          <Island name="AuthLinks" component={AuthLinks} props={{ loginHref }} />
        </div>
      </div>
      <div class="container header-inner">
        <a class="brand" href="/">
          <BrandMark />
          <span class="brand-text">
            <span class="brand-univ">{settings.universityName}</span>
            <span class="brand-name">{settings.schoolName}</span>
          </span>
        </a>
        <nav class="gnb" aria-label={ko.mainNav}>
          <ul class="gnb-list">
            {groups.map((g) => (
              <li key={g.id} class={`gnb-item${g.id === currentGroup ? ' is-current' : ''}`}>
                <a class="gnb-top" href={g.links[0].href} aria-current={g.id === currentGroup ? 'true' : undefined}>
                  {g.label}
                </a>
                <ul class="gnb-sub">
                  {g.links.map((l) => (
                    <li key={l.href + l.label}>
                      <NavAnchor {...l} current={!l.external && l.href === currentPath} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <a class="menu-btn" href="#site-menu" data-menu-open aria-controls="site-menu" aria-expanded="false">
          <span class="menu-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span class="sr-only">{ko.openMenu}</span>
        </a>
      </div>
    </header>
  );
}

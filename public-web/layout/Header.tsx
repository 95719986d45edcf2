// The site header: brand, the seven groups of spec §2 (drop-downs on wide screens, pure CSS so they
// work without JavaScript), the account links and the button that opens the slide-out menu.
// The home page gets the "home" variant: transparent over the hero, light text.
import type { SiteSettings } from '../../domain/settings.js';
import { BrandMark } from '../components/BrandMark.js';
import { NavItems } from '../components/ExternalLink.js';
import { Island } from '../components/Island.js';
import { AuthLinks } from '../islands/AuthLinks.js';
import { ui, type Lang } from '../locale/index.js';
import type { NavGroup } from './nav.js';

export interface HeaderProps {
  lang: Lang;
  variant: 'home' | 'public';
  settings: SiteSettings;
  groups: NavGroup[];
  currentGroup: string | null;
  currentPath: string;
  loginHref: string;
  /** The same page in the other language (a page of 페이지 관리 paired by staff): the language link goes there. */
  counterpartHref?: string;
}

/** A Korean page's link to its Chinese translation (the Chinese pages' link to Korean is in their locale). */
const TO_CHINESE = { label: '中文', lang: 'zh-Hans', hint: '중국어 페이지' } as const;

export function Header({
  lang,
  variant,
  settings,
  groups,
  currentGroup,
  currentPath,
  loginHref,
  counterpartHref,
}: HeaderProps) {
  const t = ui(lang);
  const base = t.otherLanguage ?? (counterpartHref ? TO_CHINESE : null);
  const other = base ? { ...base, href: counterpartHref ?? t.otherLanguage?.href ?? '/' } : null;
  return (
    <header class={`site-header site-header--${variant}`}>
      <div class="util-bar">
        <div class="container util-inner">
          <Island name="AuthLinks" component={AuthLinks} props={{ loginHref, lang }} />
        </div>
      </div>
      <div class="container header-inner">
        <a class="brand" href="/">
          <BrandMark />
          <span class="brand-text">
            <span class="brand-univ" lang="ko">
              {settings.universityName}
            </span>
            <span class="brand-name" lang="ko">
              {settings.schoolName}
            </span>
          </span>
        </a>
        <nav class="gnb" aria-label={t.mainNav}>
          <ul class="gnb-list">
            {groups.map((g) => (
              <li key={g.id} class={`gnb-item${g.id === currentGroup ? ' is-current' : ''}`}>
                <a class="gnb-top" href={g.links[0].href} aria-current={g.id === currentGroup ? 'true' : undefined}>
                  {g.label}
                </a>
                <ul class="gnb-sub">
                  <NavItems links={g.links} currentPath={currentPath} notice={t.newWindow} />
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <form
          class="header-search"
          role="search"
          action={lang === 'zh-Hans' ? '/china/search' : '/search'}
          method="get"
        >
          <label class="sr-only" for="header-q">
            {lang === 'zh-Hans' ? '站内搜索' : '통합검색'}
          </label>
          <input
            id="header-q"
            name="q"
            type="search"
            maxLength={200}
            placeholder={lang === 'zh-Hans' ? '搜索' : '검색어 입력'}
          />
          <button type="submit" class="header-search-btn">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
            <span class="sr-only">{lang === 'zh-Hans' ? '搜索' : '검색'}</span>
          </button>
        </form>
        {other ? (
          <a class="lang-link" href={other.href} lang={other.lang} hrefLang={other.lang}>
            {other.label}
            <span class="sr-only" lang={lang}>
              {' '}
              ({other.hint})
            </span>
          </a>
        ) : null}
        <a class="menu-btn" href="#site-menu" data-menu-open aria-controls="site-menu" aria-expanded="false">
          <span class="menu-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span class="sr-only">{t.openMenu}</span>
        </a>
      </div>
    </header>
  );
}

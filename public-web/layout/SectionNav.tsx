// The banner over a sub page: the section's name, where we are (breadcrumb) and the section's
// other pages as tabs. Board pages get it too, since renderPage adds it by path.
import { NavAnchor } from '../components/ExternalLink.js';
import { ui, type Lang } from '../locale/index.js';
import type { NavGroup } from './nav.js';

export function SectionNav({ group, path, title, lang }: { group: NavGroup; path: string; title: string; lang: Lang }) {
  const t = ui(lang);
  const current = group.links.find((l) => !l.external && (path === l.href || path.startsWith(`${l.href}/`)));
  return (
    <div class="section-banner">
      <div class="container">
        <p class="section-name">{group.label}</p>
        <nav class="breadcrumb" aria-label={t.breadcrumb}>
          <ol>
            <li>
              <a href="/">{t.home}</a>
            </li>
            <li>{group.label}</li>
            <li aria-current="page">{current?.label ?? title}</li>
          </ol>
        </nav>
      </div>
      <nav class="lnb" aria-label={`${group.label} ${t.localNav}`}>
        <ul class="container lnb-list">
          {group.links.map((l) => (
            <li key={l.href + l.label} class={l === current ? 'is-current' : undefined}>
              <NavAnchor {...l} current={l === current} notice={t.newWindow} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

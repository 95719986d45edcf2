// The banner over a sub page: the section's name, where we are (breadcrumb) and the section's
// other pages as tabs. Board pages get it too, since renderPage adds it by path.
import { NavAnchor } from '../components/ExternalLink.js';
import { ko } from '../locale/ko.js';
import type { NavGroup } from './nav.js';

export function SectionNav({ group, path, title }: { group: NavGroup; path: string; title: string }) {
  const current = group.links.find((l) => !l.external && (path === l.href || path.startsWith(`${l.href}/`)));
  return (
    <div class="section-banner">
      <div class="container">
        <p class="section-name">{group.label}</p>
        <nav class="breadcrumb" aria-label={ko.breadcrumb}>
          <ol>
            <li>
              <a href="/">{ko.home}</a>
            </li>
            <li>{group.label}</li>
            <li aria-current="page">{current?.label ?? title}</li>
          </ol>
        </nav>
      </div>
      <nav class="lnb" aria-label={`${group.label} ${ko.localNav}`}>
        <ul class="container lnb-list">
          {group.links.map((l) => (
            <li key={l.href + l.label} class={l === current ? 'is-current' : undefined}>
              <NavAnchor {...l} current={l === current} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

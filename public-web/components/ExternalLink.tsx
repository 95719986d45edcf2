// A link that opens a new tab: rel="noopener" and a "새 창" notice for screen readers (KWCAG 3.2.1).
import type { ComponentChildren } from 'preact';
import { ko } from '../locale/ko.js';

export function ExternalLink({
  href,
  children,
  class: cls,
  visibleNotice = false,
  notice = ko.newWindow,
}: {
  href: string;
  children: ComponentChildren;
  class?: string;
  visibleNotice?: boolean;
  /** The screen-reader notice in the page's language. */
  notice?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener" class={cls}>
      {children}
      {visibleNotice ? (
        <span class="new-window" aria-hidden="true">
          {' '}
          ↗
        </span>
      ) : null}
      <span class="sr-only"> ({notice})</span>
    </a>
  );
}

/** A nav link: external ones open a new tab with the notice. */
export function NavAnchor({
  href,
  label,
  external,
  current,
  notice,
}: {
  href: string;
  label: string;
  external?: boolean;
  current?: boolean;
  notice?: string;
}) {
  if (external)
    return (
      <ExternalLink href={href} visibleNotice notice={notice}>
        {label}
      </ExternalLink>
    );
  return (
    <a href={href} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

/** The links of one menu group as list items (the header's and the drawer's): the one for this page is current. */
export function NavItems({
  links,
  currentPath,
  notice,
}: {
  links: readonly { href: string; label: string; external?: boolean }[];
  currentPath: string;
  notice: string;
}) {
  return (
    <>
      {links.map((l) => (
        <li key={l.href + l.label}>
          <NavAnchor {...l} current={!l.external && l.href === currentPath} notice={notice} />
        </li>
      ))}
    </>
  );
}

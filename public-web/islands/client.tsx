// The browser entry: hydrates every server-rendered island (data-island + data-props) and mounts the
// dialog host (spinner, overlay, alert, confirm) that the API client drives. No inline scripts (CSP).
// The account forms are separate chunks, fetched only on the pages that have them.
import { h, hydrate, render, type ComponentType } from 'preact';
import { AuthLinks } from './AuthLinks.js';
import { DialogHost } from './DialogHost.js';
import { enhanceFamilySite } from './family-site.js';
import { MobileMenu } from './MobileMenu.js';
import { enhanceMainMenu, revealCurrentTab } from './nav-enhance.js';

// Each island has its own props; the server wrote them as JSON beside it, so they are trusted at the one cast below.
type Loader = () => Promise<ComponentType<never>>;

const islands: Record<string, Loader> = {
  AuthLinks: async () => AuthLinks,
  MobileMenu: async () => MobileMenu,
  LoginForm: () => import('./LoginForm.js').then((m) => m.LoginForm),
  JoinForm: () => import('./JoinForm.js').then((m) => m.JoinForm),
  MyInfo: () => import('./MyInfo.js').then((m) => m.MyInfo),
};

const host = document.createElement('div');
host.id = 'dialog-root';
document.body.appendChild(host);
render(h(DialogHost, null), host);
enhanceFamilySite();
revealCurrentTab();
enhanceMainMenu();

for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
  const load = islands[el.dataset.island ?? ''];
  if (!load) continue;
  let props: Record<string, unknown>;
  try {
    props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  } catch {
    continue; // broken props: leave the server's HTML alone rather than hydrate wrongly
  }
  void load().then((C) => hydrate(h(C as ComponentType<Record<string, unknown>>, props), el));
}

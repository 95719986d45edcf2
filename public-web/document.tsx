// The HTML document around every server-rendered page; the chrome is chosen by path (layout/select.ts).
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { SiteSettings } from '../db/seed/settings-defaults.js';
import { layoutFor } from './layout/select.js';

export interface PageProps {
  path: string;
  /** The page's own name; the school name follows it in <title>. */
  title: string;
  settings: SiteSettings;
  lang?: 'ko' | 'zh-Hans';
  children: ComponentChildren;
}

function Document({ path, title, settings, lang = 'ko', children }: PageProps) {
  const kind = layoutFor(path);
  const fullTitle = title ? `${title} | ${settings.schoolName}` : settings.schoolName;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <link rel="icon" href="data:," />
      </head>
      <body class={`layout-${kind}`}>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}

export function renderPage(props: PageProps): string {
  return `<!doctype html>${renderToString(<Document {...props} />)}`;
}

// The chrome of a served page, for comparing it with how the code drew it before the menu moved into the database:
// everything outside <main> (header, section banner, slide-out menu, footer) and the home page's quick links, with
// the asset versions and the copyright year (which follow the build and the clock, not the menu) blanked.
export function chromeOf(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html);
  const quick = /<nav class="quick"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const outside = main ? html.slice(0, main.index) + '<main/>' + html.slice(main.index + main[0].length) : html;
  return withoutLaterParts((outside + quick).replace(/\?v=[A-Za-z0-9_-]+/g, '').replace(/© \d{4}/g, '© YYYY'));
}

/**
 * The chrome without what later work added beside the menu: the <head> (canonical, share and structured-data tags)
 * and the search fields of the header and the drawer (통합검색). Applied to both sides of a comparison.
 */
export function withoutLaterParts(chrome: string): string {
  return chrome
    .replace(/<head>[\s\S]*?<\/head>/, '<head/>')
    .replace(/<form class="(?:header|drawer)-search"[\s\S]*?<\/form>/g, '');
}

// Turns the legacy page bodies (legacy.tsx) into the rows the pages migration seeds: title, lead (summary),
// description and the body HTML after the title and lead, with the parts that come from the settings or the
// admission rounds replaced by widget elements (domain/pages.ts). Marker values are rendered in place of
// the settings and the rounds, then swapped for the widgets, so nothing else of the HTML is touched.
import { render } from 'preact-render-to-string';
import { defaultSettings, type SiteSettings } from '../../../domain/settings.js';
import type { PageGroup, PageLang } from '../../../domain/pages.js';
import type { RoundParts } from '../round-pages.js';
import { legacyPages } from './legacy.js';

export interface SeedPage {
  path: string;
  group: PageGroup;
  lang: PageLang;
  title: string;
  summary: string | null;
  description: string | null;
  content: string;
}

const mark = (key: string) => `\u2063${key}\u2063`;
const widget = (name: string, tag = 'div', attrs = '') => `<${tag} data-widget="${name}"${attrs}></${tag}>`;

const SETTING_KEYS = ['schoolName', 'universityName'] as const;

function markerSettings(): SiteSettings {
  const s: SiteSettings = { ...defaultSettings };
  for (const k of SETTING_KEYS) s[k] = mark(k);
  return s;
}

const markerRound = (lang: PageLang): RoundParts => ({
  schedule: { heading: lang === 'ko' ? '전형 일정' : '招生日程', blocks: [{ kind: 'p', text: mark('schedule') }] },
  current: { name: mark('round'), term: mark('term') },
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ENTITIES[e] ?? _m);

function swapWidgets(html: string): string {
  return (
    html
      .replace(new RegExp(`<section class="content-section"><h2>[^<]*</h2><p>${mark('schedule')}</p></section>`), (m) =>
        widget(m.includes('招生日程') ? 'china-admission-schedule' : 'admission-schedule'),
      )
      .replace(`<div class="info-row"><dt>모집 학기</dt><dd>${mark('term')}</dd></div>`, widget('round-term-row'))
      .replace(`${mark('round')}: `, widget('round-label', 'span'))
      .replace(`${mark('round')}（${mark('term')}）：`, widget('china-round-label', 'span'))
      .replace(/<div class="contact-card">[\s\S]*?<\/ul><\/div>/, widget('contact-card'))
      .replace(/<svg class="portrait"[^>]*aria-label="([^"]*) 원장"[\s\S]*?<\/svg>/, (_m, name: string) =>
        widget('portrait', 'div', ` data-name="${name}"`),
      )
      // The settings' words inside a line.
      .replace(new RegExp(mark('(schoolName|universityName)'), 'g'), (_m, k: string) =>
        widget('setting', 'span', ` data-key="${k}"`),
      )
  );
}

/** The seed rows of every legacy page. */
export function snapshotPages(): SeedPage[] {
  const settings = markerSettings();
  return legacyPages.map((p) => {
    const html = render(p.body(settings, markerRound(p.lang)) as never);
    // The first container: <div class="container page-body"><h1 class="page-title">…</h1>(<p class="page-lead">…</p>)?…</div>
    const m = /^<div class="container page-body"><h1 class="page-title">([\s\S]*?)<\/h1>([\s\S]*)$/.exec(html);
    if (!m) throw new Error(`${p.path}: 본문이 예상한 모양이 아닙니다.`);
    let rest = m[2];
    // The China pages end with the office's contact block in its own container, which the renderer adds.
    const tail = rest.indexOf('</div><div class="container page-body page-body--tail">');
    rest = tail >= 0 ? rest.slice(0, tail) : rest.replace(/<\/div>$/, '');
    let summary: string | null = null;
    const lead = /^<p class="page-lead">([^<]*)<\/p>/.exec(rest);
    if (lead && !lead[1].includes('\u2063')) {
      summary = unescape(lead[1]);
      rest = rest.slice(lead[0].length);
    }
    return {
      path: p.path,
      group: p.group,
      lang: p.lang,
      title: unescape(m[1]),
      summary,
      description: p.description ?? null,
      content: swapWidgets(rest),
    };
  });
}

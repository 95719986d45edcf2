// Draws a page of 페이지 관리 the way the code-drawn pages looked: the title, the lead, the stored body with its
// generated parts (widgets, domain/pages.ts) filled in from the settings and the admission rounds, and, on the
// China MBA pages, the office's contact block. The body is HTML the page policy let through when it was saved;
// a widget's own output is rendered by preact (escaped). The result lives in the page cache until the rounds
// it shows turn over or a scheduled version comes into force.
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { isPageWidget, SETTING_WIDGET_KEYS, type PublicPage, type SettingWidgetKey } from '../../domain/pages.js';
import type { SiteSettings } from '../../domain/settings.js';
import { earlierOf } from '../../domain/round-schedule.js';
import { SectionView } from '../../public-web/components/Blocks.js';
import { Portrait } from '../../public-web/components/Portrait.js';
import { ContactCard } from '../../public-web/views/intro.js';
import { ChinaContact } from '../../public-web/views/misc.js';
import { externalImagesAsLinks } from '../../public-web/lib/external-images.js';
import { richTextWithoutStyles } from '../../public-web/lib/rich-text-styles.js';
import { scrollableTables } from '../../public-web/lib/scrollable-tables.js';
import type { RoundStore } from '../rounds/store.js';
import { roundParts, type RoundParts } from './round-pages.js';
import { TimedBody } from './timed-body.js';

const WIDGET = /<(div|span)\b([^>]*\bdata-widget="([a-z-]+)"[^>]*)><\/\1>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
const text = (s: string) => render(h('i', null, s)).slice(3, -4);

interface Ctx {
  settings: SiteSettings;
  ko?: RoundParts;
  zh?: RoundParts;
}

function widgetHtml(name: string, attrs: string, ctx: Ctx): string {
  if (!isPageWidget(name)) return '';
  switch (name) {
    case 'setting': {
      const key = attr(attrs, 'data-key');
      return (SETTING_WIDGET_KEYS as readonly string[]).includes(key)
        ? text(String(ctx.settings[key as SettingWidgetKey] ?? ''))
        : '';
    }
    case 'contact-card':
      return render(<ContactCard settings={ctx.settings} />);
    case 'portrait':
      return render(<Portrait name={attr(attrs, 'data-name').replace(/&quot;/g, '"')} />);
    case 'admission-schedule':
      return ctx.ko ? render(<SectionView section={ctx.ko.schedule} />) : '';
    case 'china-admission-schedule':
      return ctx.zh ? render(<SectionView section={ctx.zh.schedule} />) : '';
    case 'round-label':
      return ctx.ko?.current ? text(`${ctx.ko.current.name}: `) : '';
    case 'round-term-row':
      return ctx.ko?.current
        ? render(
            <div class="info-row">
              <dt>모집 학기</dt>
              <dd>{ctx.ko.current.term}</dd>
            </div>,
          )
        : '';
    case 'china-round-label':
      return ctx.zh?.current ? text(`${ctx.zh.current.name}（${ctx.zh.current.term}）：`) : '';
  }
}

/** The widgets a body names. */
function widgetsIn(content: string): string[] {
  return [...content.matchAll(WIDGET)].map((m) => m[3]);
}

/** The page's body, with the instant it stops being right (a round turnover), if any. */
export async function renderStoredPage(
  page: PublicPage,
  settings: SiteSettings,
  rounds: RoundStore,
): Promise<TimedBody> {
  const used = new Set(widgetsIn(page.content));
  const needKo = ['admission-schedule', 'round-label', 'round-term-row'].some((w) => used.has(w));
  const needZh = ['china-admission-schedule', 'china-round-label'].some((w) => used.has(w));
  const [ko, zh] = await Promise.all([
    needKo ? roundParts(rounds, 'ko') : null,
    needZh ? roundParts(rounds, 'zh') : null,
  ]);
  const ctx: Ctx = { settings, ko: ko?.parts, zh: zh?.parts };
  const body = scrollableTables(richTextWithoutStyles(externalImagesAsLinks(page.content))).replace(
    WIDGET,
    (_m, _tag, attrs: string, name: string) => widgetHtml(name, attrs, ctx),
  );
  const head = render(
    <>
      <h1 class="page-title">{page.title}</h1>
      {page.summary ? <p class="page-lead">{page.summary}</p> : null}
    </>,
  );
  const main = <div class="container page-body" dangerouslySetInnerHTML={{ __html: head + body }} />;
  const children =
    page.group === 'china' ? (
      <>
        {main}
        <ChinaContact settings={settings} />
      </>
    ) : (
      main
    );
  return new TimedBody(children, earlierOf(ko?.expiresAt ?? null, zh?.expiresAt ?? null));
}

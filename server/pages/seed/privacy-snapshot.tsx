// The privacy policy as the code drew it (public-web/content/policy.ts) when its versions moved into the database:
// the lead and the sections inside the page body, with the settings it named (school, retention period, officer)
// as ⟦placeholders⟧ that the migration fills from the settings of the day (domain/privacy.ts). Writes
// db/seed/privacy-2025.ts (scripts/snapshot-privacy.ts); privacy-seed.test.ts checks the committed one is this.
import { render } from 'preact-render-to-string';
import { defaultSettings, type SiteSettings } from '../../../domain/settings.js';
import { PRIVACY_PLACEHOLDERS } from '../../../domain/privacy.js';
import { ContentPageView } from '../../../public-web/components/Blocks.js';
import { privacyPolicy } from '../../../public-web/content/policy.js';

/** The page body's inside (lead and sections) as ContentPageView draws it, without the wrapper and the h1. */
export function legacyPrivacyBody(s: SiteSettings): string {
  const page = privacyPolicy(s);
  const html = render(<ContentPageView page={page} />);
  const head = `<div class="container page-body"><h1 class="page-title">${page.title}</h1>`;
  if (!html.startsWith(head) || !html.endsWith('</div>')) throw new Error('ContentPageView changed its frame');
  return html.slice(head.length, -'</div>'.length);
}

const RETENTION_MARK = 7777;

/** The body drawn with placeholder settings, the placeholders put back where the values stood. */
export function privacyTemplate(): string {
  const mark = (key: string) => `⟦${key}⟧`;
  const s: SiteSettings = {
    ...defaultSettings,
    universityName: mark('universityName'),
    schoolName: mark('schoolName'),
    applicationRetentionDays: RETENTION_MARK * 365,
    privacyOfficer: {
      name: mark('officerName'),
      position: mark('officerPosition'),
      phone: mark('officerPhone'),
      email: mark('officerEmail'),
    },
  };
  const html = legacyPrivacyBody(s);
  if (html.split(String(RETENTION_MARK)).length !== 2) throw new Error('the retention mark is not unique');
  const out = html.replace(String(RETENTION_MARK), mark('retentionYears'));
  for (const key of Object.keys(PRIVACY_PLACEHOLDERS))
    if (!out.includes(mark(key))) throw new Error(`${key} is not in the policy any more`);
  return out;
}

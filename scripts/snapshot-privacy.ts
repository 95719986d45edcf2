// Writes db/seed/privacy-2025.ts, the privacy policy text the privacy-versions migration seeds as the version in
// force, from the legacy policy (server/pages/seed/privacy-snapshot.tsx). Run once when the policy moved into the
// database: `node --import tsx scripts/snapshot-privacy.ts`.
import { writeFileSync } from 'node:fs';
import { privacyTemplate } from '../server/pages/seed/privacy-snapshot.js';
import { PRIVACY_EFFECTIVE, PRIVACY_PREVIOUS } from '../public-web/content/policy.js';

writeFileSync(
  'db/seed/privacy-2025.ts',
  `// The privacy policy as it stood when its versions moved into the database (written by scripts/snapshot-privacy.ts;\n` +
    `// never edit: the migration 20261126141000-privacy-versions seeds it once, with the ⟦placeholders⟧ filled from\n` +
    `// the settings of that day, and staff add new versions at /admin/privacy-versions from then on).\n` +
    `export const seedPrivacy = ${JSON.stringify(
      {
        effectiveOn: PRIVACY_EFFECTIVE,
        template: privacyTemplate(),
        previous: PRIVACY_PREVIOUS.map((v) => ({ effectiveOn: v.from, until: v.to })),
      },
      null,
      2,
    )} as const;\n`,
);

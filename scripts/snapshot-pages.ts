// Writes db/seed/pages-2026.ts, the pages the pages migration seeds, from the legacy page bodies
// (server/pages/seed/legacy.tsx). Run once when pages moved into the database: `node --import tsx scripts/snapshot-pages.ts`.
import { writeFileSync } from 'node:fs';
import { snapshotPages } from '../server/pages/seed/snapshot.js';

const rows = snapshotPages();
writeFileSync(
  'db/seed/pages-2026.ts',
  `// The pages as they stood when they moved into the database (written by scripts/snapshot-pages.ts; never edit:\n` +
    `// the migration 20261126090000-pages seeds them once, and staff edit them in 페이지 관리 from then on).\n` +
    `export const seedPages = ${JSON.stringify(rows, null, 2)} as const;\n`,
);
console.log(`${rows.length} pages`);

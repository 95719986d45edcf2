// 통합검색's quality: the questions of server/search/questions.ts asked of the sample content (`npm start`'s), each
// counted when one of its answers is among the first three results. Prints the figure and every miss.
// Run before the ranking changed: 30/70 and, of the questions never tuned on, 19/28; after: 70/70 and 27/28.
// Standalone: `node --import tsx scripts/search-quality.ts` (its own embedded PostgreSQL, thrown away after).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { measureSearchQuality, SEARCH_QUESTIONS, UNSEEN_QUESTIONS } from '../server/search/questions.js';

async function main(): Promise<void> {
  const { startEmbedded } = await import('../db/embedded.js');
  const { createSequelize } = await import('../db/connect.js');
  const { migrate } = await import('../db/migrate.js');
  const { initModels } = await import('../db/models/index.js');
  const { ensureBoards } = await import('../db/seed/boards.js');
  const { ensureSettings } = await import('../db/settings.js');
  const { seedSample } = await import('../server/sample/index.js');
  const { createRequestListener } = await import('../server/app.js');
  const { createSiteEvents } = await import('../server/cache/site-events.js');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'search-quality-'));
  chmodSync(tmp, 0o755);
  const pg = await startEmbedded(path.join(tmp, 'pg'), 'quality');
  try {
    await pg.createDatabase('quality');
    const url = pg.url('quality');
    const sequelize = createSequelize(url, { poolMax: 5 });
    initModels(sequelize);
    await migrate(sequelize);
    await ensureBoards();
    await ensureSettings();
    await seedSample();
    const events = createSiteEvents(sequelize, url);
    const server = http.createServer(
      createRequestListener({
        sequelize,
        events,
        config: { jwtSecret: 'quality-secret-that-is-long-enough-0123456789', distDir: 'dist', trustProxy: 0 },
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const [name, list] of [
      ['질문', SEARCH_QUESTIONS],
      ['처음 보는 질문 (조정에 쓰지 않음)', UNSEEN_QUESTIONS],
    ] as const) {
      const m = await measureSearchQuality(base, list);
      for (const miss of m.misses) console.log(`놓침 ‘${miss.q}’: ${miss.top.join(' | ') || '(결과 없음)'}`);
      console.log(
        `통합검색 품질, ${name}: ${m.total}개 중 ${m.found}개가 처음 세 결과 안에 답 (${((100 * m.found) / m.total).toFixed(0)}%)\n`,
      );
    }
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await events.close();
    await sequelize.close();
  } finally {
    await pg.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

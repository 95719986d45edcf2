// A whole site on its own embedded PostgreSQL, thrown away after: migrated, with the boards and settings, filled by
// the caller (the bench's 100,000 posts, or `npm start`'s sample content), served by the real request listener on a
// free port of 127.0.0.1. scripts/bench-search.ts and scripts/search-quality.ts measure against it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';

export async function withThrowawaySite(
  name: string,
  opts: { poolMax: number; fill: (sequelize: Sequelize) => Promise<void> },
  run: (baseUrl: string) => Promise<void>,
): Promise<void> {
  const { startEmbedded } = await import('../db/embedded.js');
  const { createSequelize } = await import('../db/connect.js');
  const { migrate } = await import('../db/migrate.js');
  const { initModels } = await import('../db/models/index.js');
  const { ensureBoards } = await import('../db/seed/boards.js');
  const { ensureSettings } = await import('../db/settings.js');
  const { createRequestListener } = await import('../server/app.js');
  const { createSiteEvents } = await import('../server/cache/site-events.js');
  const tmp = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  chmodSync(tmp, 0o755); // the embedded PostgreSQL runs as the postgres user
  const pg = await startEmbedded(path.join(tmp, 'pg'), name);
  try {
    await pg.createDatabase(name);
    const url = pg.url(name);
    const sequelize = createSequelize(url, { poolMax: opts.poolMax });
    initModels(sequelize);
    await migrate(sequelize);
    await ensureBoards();
    await ensureSettings();
    await opts.fill(sequelize);
    const events = createSiteEvents(sequelize, url);
    const server = http.createServer(
      createRequestListener({
        sequelize,
        events,
        config: { jwtSecret: `${name}-secret-that-is-long-enough-0123456789`, distDir: 'dist', trustProxy: 0 },
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await events.close();
      await sequelize.close();
    }
  } finally {
    await pg.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

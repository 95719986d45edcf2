// Opens the database the process runs on: DATABASE_URL when set, otherwise the embedded server under .data/.
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './connect.js';
import { startEmbedded, type EmbeddedServer } from './embedded.js';
import { initModels } from './models/index.js';

export interface Database {
  sequelize: Sequelize;
  /** The connection URL (also for the LISTEN connection of server/cache/site-events.ts). */
  url: string;
  embedded: EmbeddedServer | null;
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pgPassword: string;
}): Promise<Database> {
  let embedded: EmbeddedServer | null = null;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbedded(path.join(opts.dataDir, 'pg'), opts.pgPassword);
    await embedded.createDatabase('school');
    url = embedded.url('school');
  }
  const sequelize = createSequelize(url);
  try {
    await sequelize.authenticate();
  } catch (err) {
    await embedded?.stop();
    throw new Error('데이터베이스에 연결하지 못했습니다. DATABASE_URL을 확인하세요.', { cause: err });
  }
  initModels(sequelize);
  return {
    sequelize,
    url,
    embedded,
    async close() {
      await sequelize.close();
      await embedded?.stop();
    },
  };
}

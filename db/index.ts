// Opens the database the process runs on: DATABASE_URL when set, otherwise the embedded server under .data/.
// Two logins: the owner's (DATABASE_URL, or the embedded superuser), which migrates, and the serving one the pool
// uses (DATABASE_APP_URL, or the embedded `site_app`; db/serving-role.ts), which owns no table.
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './connect.js';
import { startEmbedded, type EmbeddedServer } from './embedded.js';
import { initModels } from './models/index.js';
import { ensureServingLogin, roleOf, SERVING_ROLE } from './serving-role.js';

export interface Database {
  /** The serving pool (the models are bound to it). */
  sequelize: Sequelize;
  /** The serving connection URL (also for the LISTEN connection of server/cache/site-events.ts and the workers). */
  url: string;
  /** The owner's URL, for migrations and grants; the same as `url` when no separate serving login is set. */
  ownerUrl: string;
  /** The serving login to grant to after migrations, or null when the pool logs in as the owner. */
  servingRole: string | null;
  embedded: EmbeddedServer | null;
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  /** With databaseUrl: a separate serving login (DATABASE_APP_URL). */
  appDatabaseUrl?: string;
  dataDir: string;
  pgPassword: string;
  /** Embedded: the serving login's password. */
  appPgPassword?: string;
}): Promise<Database> {
  let embedded: EmbeddedServer | null = null;
  let ownerUrl = opts.databaseUrl;
  let url = opts.appDatabaseUrl ?? opts.databaseUrl;
  if (!ownerUrl || !url) {
    embedded = await startEmbedded(path.join(opts.dataDir, 'pg'), opts.pgPassword);
    await embedded.createDatabase('school');
    ownerUrl = embedded.url('school');
    url = ownerUrl;
    if (opts.appPgPassword) {
      try {
        await ensureServingLogin(ownerUrl, SERVING_ROLE, opts.appPgPassword);
      } catch (err) {
        await embedded.stop();
        throw err;
      }
      url = embedded.url('school', { user: SERVING_ROLE, password: opts.appPgPassword });
    }
  }
  const sequelize = createSequelize(url);
  try {
    await sequelize.authenticate();
  } catch (err) {
    await embedded?.stop();
    throw new Error('데이터베이스에 연결하지 못했습니다. DATABASE_URL을 확인하세요.', { cause: err });
  }
  initModels(sequelize);
  const servingRole = url === ownerUrl ? null : roleOf(url);
  return {
    sequelize,
    url,
    ownerUrl,
    servingRole,
    embedded,
    async close() {
      await sequelize.close();
      await embedded?.stop();
    },
  };
}

// The dump: every table of the database as it stood at one instant (one REPEATABLE READ, READ ONLY transaction, so
// rows written while it runs are in it entirely or not at all), uploaded files included since they live in the
// `files` table. The format is PostgreSQL's own COPY text, gzip-compressed, in sections:
//   SME-SITE-BACKUP 1\n{header: when, the migrations applied, sequences, and for the embedded default its keys}\n
//   @table <name> <columns as JSON>\n<COPY rows>\\.\n   (once per table)
//   @end {row counts}\n
// The schema itself is not in it: the migrations (db/migrations/) are the schema, so a restore migrates an empty
// database to the dump's migration, loads the rows and migrates forward (restore.ts). pg_dump is not used because
// the embedded PostgreSQL's package ships no pg_dump, and a system pg_dump older than the server refuses to run.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { now } from '../../domain/clock.js';

export const BACKUP_MAGIC = 'SME-SITE-BACKUP 1';

/** What the embedded default keeps outside the database, carried so a restore after losing .data/ verifies. */
export interface LocalState {
  auditKey: string;
  jwtSecret: string;
  /** The audit checkpoint file's lines (server/audit/checkpoints.ts). */
  checkpoints: string;
}

export interface DumpHeader {
  createdAt: string;
  migrations: string[];
  sequences: { name: string; value: string; called: boolean }[];
  local?: LocalState;
}

export interface DumpSummary {
  tables: Record<string, number>;
  /** The plain bytes before the `@end` line: their length and sha256 (hex), which a restore checks first. */
  bytes?: number;
  sha256?: string;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The site's tables and their stored columns (generated columns are drawn again by PostgreSQL). */
export async function tablesOf(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
      GROUP BY c.relname ORDER BY c.relname`,
  );
  // Referenced tables first, so a restore's foreign keys find their rows (a table's references to itself are
  // checked at the end of its COPY; a DEFERRABLE key, which closes a cycle, at the restore's COMMIT).
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND NOT k.condeferrable AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const names = new Set(rows.map((t) => t.name));
  const ordered: typeof rows = [];
  const placed = new Set<string>();
  let left = rows;
  while (left.length) {
    const ready = left.filter((t) =>
      refs.every((r) => r.child !== t.name || placed.has(r.parent) || !names.has(r.parent)),
    );
    // A cycle of references (none in this schema): the rest in name order, and the restore says which key failed.
    const next = ready.length ? ready : left;
    for (const t of next) placed.add(t.name);
    ordered.push(...next);
    left = left.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/**
 * Streams a dump of the database at `url` (gzip). `summary` resolves with the row count of every table once the
 * stream has ended; a failure destroys the stream with the error.
 */
export function dumpDatabase(url: string, local?: LocalState): { stream: Readable; summary: Promise<DumpSummary> } {
  const raw = new PassThrough();
  const gzip = createGzip({ level: 6 });
  raw.pipe(gzip);
  const digest = createHash('sha256');
  let bytes = 0;
  const write = async (chunk: Buffer | string) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    digest.update(b);
    bytes += b.length;
    if (!raw.write(b)) await once(raw, 'drain');
  };
  const summary = (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const migrations = (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'))
        .rows;
      const seqNames = (
        await client.query<{ name: string }>(
          `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
        )
      ).rows;
      const sequences: DumpHeader['sequences'] = [];
      for (const { name } of seqNames) {
        const { rows } = await client.query<{ value: string; called: boolean }>(
          `SELECT last_value::text AS value, is_called AS called FROM ${q(name)}`,
        );
        sequences.push({ name, ...rows[0] });
      }
      const header: DumpHeader = {
        createdAt: now().toISOString(),
        migrations: migrations.map((m) => m.name),
        sequences,
        ...(local ? { local } : {}),
      };
      await write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
      const tables: Record<string, number> = {};
      for (const t of await tablesOf(client)) {
        await write(`@table ${t.name} ${JSON.stringify(t.columns)}\n`);
        const cols = t.columns.map(q).join(', ');
        const out = client.query(copyTo(`COPY (SELECT ${cols} FROM ONLY ${q(t.name)}) TO STDOUT`));
        let rows = 0;
        for await (const chunk of out as AsyncIterable<Buffer>) {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
          await write(chunk);
        }
        tables[t.name] = rows;
        await write('\\.\n');
      }
      const end: DumpSummary = { tables, bytes, sha256: digest.digest('hex') };
      raw.write(`@end ${JSON.stringify(end)}\n`);
      await client.query('COMMIT');
      raw.end();
      return end;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  summary.catch((err: unknown) => gzip.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream: gzip, summary };
}

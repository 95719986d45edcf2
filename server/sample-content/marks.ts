// The sample content's marks (the one module with SQL on `sample_rows`): what `npm start` seeded is noted with each
// row's last change at the time, and 샘플 내용 지우기 removes the rows still as seeded, with their files, in the
// caller's transaction. A row staff wrote has no mark; a row staff edited (its updated_at moved on) stays; a sample
// round that staff's applications point to stays too.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** The tables the sample seeds, children before the rows they point to (applications before their round). */
export const SAMPLE_KINDS = ['posts', 'popups', 'faqs', 'applications', 'admission_rounds'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** Files that belong to a row of the kind (no foreign key: owner_type and owner_id). */
const FILE_OWNER: Partial<Record<SampleKind, string>> = { posts: 'post', applications: 'application' };

export type MaxIds = Record<SampleKind, number>;

/** The highest id of each table before the sample is seeded: what comes after it is the sample's. */
export async function maxIds(sequelize: Sequelize): Promise<MaxIds> {
  const out = {} as MaxIds;
  for (const kind of SAMPLE_KINDS) {
    const [row] = await sequelize.query<{ n: number }>(`SELECT COALESCE(MAX(id), 0)::int AS n FROM ${kind}`, {
      type: QueryTypes.SELECT,
    });
    out[kind] = row.n;
  }
  return out;
}

/** Marks every row made since `before` as the sample's, with its updated_at as it is now. */
export async function markSampleRows(sequelize: Sequelize, before: MaxIds): Promise<void> {
  for (const kind of SAMPLE_KINDS)
    await sequelize.query(
      `INSERT INTO sample_rows (kind, row_id, seeded_updated_at)
       SELECT $kind, id, updated_at FROM ${kind} WHERE id > $after
       ON CONFLICT (kind, row_id) DO NOTHING`,
      { bind: { kind, after: before[kind] } },
    );
}

export type ClearedCounts = Record<SampleKind, number>;

/** How many marked rows are still as seeded, per kind (what 샘플 내용 지우기 would remove). */
export async function sampleLeft(sequelize: Sequelize, transaction?: Transaction): Promise<ClearedCounts> {
  const out = {} as ClearedCounts;
  for (const kind of SAMPLE_KINDS) {
    const [row] = await sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${kind} t JOIN sample_rows s ON s.kind = $kind AND s.row_id = t.id
        WHERE t.updated_at = s.seeded_updated_at`,
      { type: QueryTypes.SELECT, bind: { kind }, transaction },
    );
    out[kind] = row.n;
  }
  return out;
}

/** Removes the sample rows still as seeded (and their files); the marks of what stays are dropped too. */
export async function clearSampleRows(sequelize: Sequelize, transaction: Transaction): Promise<ClearedCounts> {
  const out = {} as ClearedCounts;
  for (const kind of SAMPLE_KINDS) {
    const inUse =
      kind === 'admission_rounds' ? 'AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.round_id = t.id)' : '';
    const gone = await sequelize.query<{ id: number }>(
      `DELETE FROM ${kind} t USING sample_rows s
        WHERE s.kind = $kind AND s.row_id = t.id AND t.updated_at = s.seeded_updated_at ${inUse}
        RETURNING t.id`,
      { type: QueryTypes.SELECT, bind: { kind }, transaction },
    );
    const ids = gone.map((r) => r.id);
    const owner = FILE_OWNER[kind];
    if (owner && ids.length)
      await sequelize.query(`DELETE FROM files WHERE owner_type = $owner AND owner_id = ANY($ids::int[])`, {
        bind: { owner, ids },
        transaction,
      });
    out[kind] = ids.length;
  }
  await sequelize.query('DELETE FROM sample_rows', { transaction });
  return out;
}

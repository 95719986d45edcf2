// What visitors searched for, for the office: per Seoul day, the query text, how many results it found and how
// often it was asked. No address, no person, and never a query that looks like a phone number or an e-mail
// (domain/search.ts isRecordableQuery). Counts gather in memory and are written every 15 seconds in one statement;
// weekOfSearches reads the last seven days back for the admin.
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { isRecordableQuery } from '../../domain/search.js';
import { seoulDay } from '../../domain/time.js';
import { logger } from '../process/logger.js';

const FLUSH_MS = 15_000;

export class SearchStats {
  private pending = new Map<string, { day: string; query: string; results: number; count: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sequelize: Sequelize) {}

  record(query: string, results: number): void {
    if (!isRecordableQuery(query)) return;
    const day = seoulDay(now());
    const key = `${day}\u0000${query}`;
    const row = this.pending.get(key);
    if (row) {
      row.count++;
      row.results = results;
    } else this.pending.set(key, { day, query, results, count: 1 });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what gathered (tests call it instead of waiting). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = [...this.pending.values()];
    this.pending.clear();
    if (!rows.length) return;
    try {
      await this.sequelize.query(
        `INSERT INTO search_queries (day, query, results, count)
           SELECT * FROM unnest($days::date[], $queries::text[], $results::int[], $counts::int[])
         ON CONFLICT (day, query) DO UPDATE
           SET count = search_queries.count + EXCLUDED.count, results = EXCLUDED.results`,
        {
          type: QueryTypes.INSERT,
          bind: {
            days: rows.map((r) => r.day),
            queries: rows.map((r) => r.query),
            results: rows.map((r) => r.results),
            counts: rows.map((r) => r.count),
          },
        },
      );
    } catch (err) {
      logger.warn({ err }, '검색어 통계를 저장하지 못했습니다.');
    }
  }
}

/** The last seven Seoul days' top queries and the queries that found nothing (GET /api/search-stats). */
export async function weekOfSearches(sequelize: Sequelize) {
  const today = seoulDay(now());
  const from = seoulDay(new Date(now().getTime() - 6 * 86_400_000));
  const rows = (sql: string) =>
    sequelize.query<{ query: string; count: number }>(sql, { type: QueryTypes.SELECT, bind: { from, today } });
  const [top, zero] = await Promise.all([
    rows(`SELECT query, sum(count)::int AS count FROM search_queries WHERE day BETWEEN $from AND $today
           GROUP BY query ORDER BY count DESC, query LIMIT 20`),
    rows(`SELECT query, sum(count)::int AS count FROM search_queries WHERE day BETWEEN $from AND $today
           GROUP BY query HAVING bool_and(results = 0) ORDER BY count DESC, query LIMIT 20`),
  ]);
  return { from, to: today, topQueries: top, zeroResults: zero };
}

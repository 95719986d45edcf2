// The one module with SQL on `import_runs` (migration 20261202080010): each run of an importer, dry runs included,
// kept with its summary (the --json object) and its Korean HTML report for the admin's 가져오기 기록.
import sanitizeHtml from 'sanitize-html';
import { QueryTypes, type Sequelize } from 'sequelize';

export interface ImportRunRow {
  id: number;
  startedAt: Date;
  finishedAt: Date;
  source: string;
  dryRun: boolean;
  summary: Record<string, unknown>;
  reportHtml: string;
}

export type ImportRunListRow = Omit<ImportRunRow, 'reportHtml' | 'summary'> & {
  boards: number;
  problems: number;
  redirects: number;
};

export async function recordImportRun(sequelize: Sequelize, run: Omit<ImportRunRow, 'id'>): Promise<number> {
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO import_runs (started_at, finished_at, source, dry_run, summary, report_html)
     VALUES ($startedAt, $finishedAt, $source, $dryRun, $summary::jsonb, $reportHtml) RETURNING id`,
    { type: QueryTypes.SELECT, bind: { ...run, summary: JSON.stringify(run.summary) } },
  );
  return row.id;
}

const LIST_COLUMNS = `id, started_at AS "startedAt", finished_at AS "finishedAt", source, dry_run AS "dryRun",
  COALESCE(jsonb_array_length(summary->'boards'), 0)::int AS boards,
  (COALESCE(jsonb_array_length(summary->'problems'), 0) + COALESCE((SELECT sum(jsonb_array_length(b->'problems'))
     FROM jsonb_array_elements(summary->'boards') b), 0))::int AS problems,
  COALESCE((summary->>'redirects')::int, 0) AS redirects`;

/** A page of runs, newest first, and how many there are. */
export async function listImportRuns(
  sequelize: Sequelize,
  range: { offset: number; limit: number },
): Promise<{ rows: ImportRunListRow[]; total: number }> {
  const rows = await sequelize.query<ImportRunListRow>(
    `SELECT ${LIST_COLUMNS} FROM import_runs ORDER BY started_at DESC, id DESC OFFSET $offset LIMIT $limit`,
    { type: QueryTypes.SELECT, bind: range },
  );
  const [{ n }] = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM import_runs`, {
    type: QueryTypes.SELECT,
  });
  return { rows, total: n };
}

export async function findImportRun(sequelize: Sequelize, id: number): Promise<ImportRunRow | null> {
  const [row] = await sequelize.query<ImportRunRow>(
    `SELECT id, started_at AS "startedAt", finished_at AS "finishedAt", source, dry_run AS "dryRun", summary,
            report_html AS "reportHtml"
       FROM import_runs WHERE id = $id`,
    { type: QueryTypes.SELECT, bind: { id } },
  );
  return row ?? null;
}

/**
 * The report's body as the admin shows it inside its own page: the same HTML, cut to its <body> and passed through a
 * strict allow-list (headings, lists, tables, code; no attributes, no styles, no links, no scripts), so whatever an
 * old site's data held shows as text.
 */
export function reportBody(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return sanitizeHtml(body, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'p',
      'ul',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'code',
      'small',
      'section',
    ],
    allowedAttributes: {},
    disallowedTagsMode: 'escape',
  });
}

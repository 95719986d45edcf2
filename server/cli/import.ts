// `npm run import -- gnuboard5|rhymix --db mysql://USER:PASS@HOST:PORT/DB --files DATA_DIR [--prefix g5_]
// [--old-domain a.ac.kr,www.a.ac.kr] [--plan FILE] [--dry-run] [--report FILE.html] [--json]`: brings an old
// Gnuboard5 site in (server/import/run.ts), or a Rhymix / XE one (server/import/rhymix/run.ts: --files its folder
// or its files/ folder, --prefix xe_ by default). The dry run writes nothing here and writes the default plan
// (import-plan.json, or --plan's file when it does not exist yet) and the Korean report. Exits 1 with one Korean
// sentence on bad input, having written nothing.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { bootDatabase } from '../boot.js';
import { createPublisher } from '../cache/publish.js';
import { createSiteEvents } from '../cache/site-events.js';
import { ImportError, runImport } from '../import/run.js';
import { htmlReport, jsonSummary } from '../import/report.js';
import { runRhymixImport } from '../import/rhymix/run.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';

const USAGE =
  '사용법: npm run import -- gnuboard5|rhymix --db mysql://사용자:비밀번호@호스트:3306/DB --files data폴더|files폴더 ' +
  '[--prefix g5_|xe_|rx_] [--old-domain a.ac.kr,www.a.ac.kr] [--plan 계획.json] [--dry-run] [--report 보고서.html] [--json]';

try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      files: { type: 'string' },
      prefix: { type: 'string' },
      'old-domain': { type: 'string', default: '' },
      plan: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const kind = positionals[0];
  if ((kind !== 'gnuboard5' && kind !== 'rhymix') || !values.db || !values.files) throw new ImportError(USAGE);
  const run = kind === 'rhymix' ? runRhymixImport : runImport;
  const dryRun = values['dry-run'];
  const planFile = values.plan ?? 'import-plan.json';
  const planText = values.plan && existsSync(values.plan) ? await readFile(values.plan, 'utf8') : undefined;
  const config = loadConfig();
  // With --json, stdout holds the one object: what the database's start says goes to stderr.
  const say = console.log;
  if (values.json) {
    logger.level = 'warn';
    console.log = (...args: unknown[]) => console.error(...args);
  }
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  console.log = say;
  const events = createSiteEvents(db.sequelize, db.url);
  try {
    const { summary, plan } = await run({
      sequelize: db.sequelize,
      publisher: createPublisher(db.sequelize, events),
      db: values.db,
      files: values.files,
      prefix: values.prefix ?? (kind === 'rhymix' ? 'xe_' : 'g5_'),
      oldDomains: values['old-domain'].split(',').filter(Boolean),
      plan: planText,
      dryRun,
    });
    if (!planText) await writeFile(planFile, JSON.stringify(plan, null, 2) + '\n');
    const reportFile = values.report ?? (dryRun ? 'import-report.html' : undefined);
    if (reportFile) await writeFile(reportFile, htmlReport(summary));
    if (values.json) console.log(JSON.stringify(jsonSummary(summary), null, 2));
    else {
      for (const b of summary.boards)
        console.log(
          `${b.from} → ${b.to}: 글 ${b.posts + b.replies}, 첨부 ${b.attachments}, 이미지 ${b.images}, 문제 ${b.problems.length}`,
        );
      const m = summary.members;
      console.log(
        `회원: ${m.found}명 중 새로 ${m.imported}, 그대로 ${m.unchanged}, 대소문자만 다른 이메일 ${m.duplicateEmails.length}건, ` +
          `그 밖에 가져오지 않음 ${m.problems.length}, 옛 관리자 ${m.admins.length}명`,
      );
      console.log(
        `${dryRun ? '미리 보기를 마쳤습니다 (아무것도 쓰지 않았습니다)' : '가져오기를 마쳤습니다'}. ` +
          `옛 주소 ${summary.redirects}개.${planText ? '' : ` 계획: ${planFile}`}${reportFile ? ` 보고서: ${reportFile}` : ''}`,
      );
    }
  } finally {
    await events.close();
    await db.close();
  }
} catch (err) {
  const known = err instanceof ImportError || err instanceof ConfigError;
  if (known) console.error(`실패: ${(err as Error).message}`);
  else logger.error({ err }, '가져오기에 실패했습니다.');
  process.exit(1);
}

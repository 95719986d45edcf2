// Import bench: a generated Gnuboard5 site of BENCH_IMPORT_POSTS posts (default 10,000) with BENCH_IMPORT_FILES
// attachments (default 5,000) of BENCH_IMPORT_FILE_KB each (default 200: about 1 GB) in a private MariaDB and a temp
// data/ folder, imported into an embedded PostgreSQL of its own (all thrown away after). Prints the time of the
// import and the process's peak memory (resident set), sampled as it runs and as the kernel counted it.
// `npm run bench:import`.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSequelize } from '../db/connect.js';
import { startEmbedded } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { initModels } from '../db/models/index.js';
import { configureAudit } from '../server/audit/keying.js';
import { createPublisher } from '../server/cache/publish.js';
import { createSiteEvents } from '../server/cache/site-events.js';
import { schemaSql } from '../server/import/fixtures/site.js';
import { startMariaDb } from '../server/import/fixtures/mariadb.js';
import { runImport } from '../server/import/run.js';

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 10_000);
const FILES = Number(process.env.BENCH_IMPORT_FILES ?? 5_000);
const FILE_KB = Number(process.env.BENCH_IMPORT_FILE_KB ?? 200);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const sq = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

configureAudit({ key: 'bench-import-audit-key-that-is-long-enough-0123456789' });
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
const maria = await startMariaDb();
const pg = await startEmbedded(path.join(dir, 'pg'), 'bench-import');
try {
  // The old site.
  console.log(`옛 사이트를 만드는 중: 글 ${POSTS}개, 첨부 ${FILES}개 × ${FILE_KB} KB`);
  let sql = "SET SESSION sql_mode = '';\n" + schemaSql('g5_', ['notice']);
  sql += `INSERT INTO g5_board (bo_table, gr_id, bo_subject, bo_list_level, bo_read_level, bo_use_category, bo_category_list,
    bo_skin, bo_notice, bo_page_rows, bo_new, bo_upload_count, bo_content_head, bo_mobile_content_head, bo_content_tail,
    bo_mobile_content_tail, bo_insert_content)
    VALUES ('notice', 'community', '공지사항', 1, 1, 1, '입학|학사', 'basic', '1,2,3', 15, 24, 2, '', '', '', '', '');\n`;
  await maria.load('bench', sql);
  const data = path.join(dir, 'data');
  await mkdir(path.join(data, 'file/notice'), { recursive: true });
  const mysql = await import('mysql2/promise');
  const old = await mysql.createConnection({ uri: maria.url('bench'), multipleStatements: true });
  await old.query("SET SESSION sql_mode = ''");
  const pad = randomBytes(FILE_KB * 1024);
  for (let start = 1; start <= POSTS; start += 500) {
    const rows: string[] = [];
    const files: string[] = [];
    for (let id = start; id < Math.min(POSTS + 1, start + 500); id++) {
      const hasFile = id <= FILES;
      rows.push(
        `(${id}, ${-id}, '', ${id}, 0, '', ${id % 2 ? "'입학'" : "'학사'"}, 'html1', ${sq(`${id}번째 공지: 수강신청 안내`)},
          ${sq(`<p>중소기업대학원 ${id}번째 안내입니다.</p><p>R&D 과제 &lt;붙임&gt; 참조</p>`)}, '', '', '', '', '', '관리자',
          '', '', '2020-03-04 00:10:00', ${hasFile ? 1 : 0}, '', '', '', '', '', '', '', '', '', '', '', '', '', '')`,
      );
      if (hasFile) {
        const stored = `abc_${id}_guide.pdf`;
        // Each file written on its own and let go: the bench holds one in memory, as the import does.
        await writeFile(path.join(data, 'file/notice', stored), Buffer.concat([Buffer.from('%PDF-1.4\n'), pad]));
        files.push(
          `('notice', ${id}, 0, ${sq(`안내문 ${id}.pdf`)}, ${sq(stored)}, 0, '', '', '', '', ${FILE_KB * 1024}, 0, 0, 0, '2020-03-04 00:10:00')`,
        );
      }
    }
    await old.query(
      `INSERT INTO g5_write_notice (wr_id, wr_num, wr_reply, wr_parent, wr_is_comment, wr_comment_reply, ca_name, wr_option,
         wr_subject, wr_content, wr_seo_title, wr_link1, wr_link2, mb_id, wr_password, wr_name, wr_email, wr_homepage,
         wr_datetime, wr_file, wr_last, wr_ip, wr_facebook_user, wr_twitter_user, wr_1, wr_2, wr_3, wr_4, wr_5, wr_6, wr_7,
         wr_8, wr_9, wr_10) VALUES ${rows.join(',\n')}`,
    );
    if (files.length)
      await old.query(
        `INSERT INTO g5_board_file (bo_table, wr_id, bf_no, bf_source, bf_file, bf_download, bf_content, bf_fileurl,
           bf_thumburl, bf_storage, bf_filesize, bf_width, bf_height, bf_type, bf_datetime) VALUES ${files.join(',\n')}`,
      );
  }
  await old.end();

  // Our site.
  await pg.createDatabase('bench');
  const url = pg.url('bench');
  const sequelize = createSequelize(url, { poolMax: 4 });
  initModels(sequelize);
  await migrate(sequelize);
  const events = createSiteEvents(sequelize, url);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const { summary } = await runImport({
    sequelize,
    publisher: createPublisher(sequelize, events),
    db: maria.url('bench'),
    files: data,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const b = summary.boards[0];
  console.log(
    `가져오기: 글 ${b.posts}개, 첨부 ${b.attachments}개, 옛 주소 ${summary.redirects}개, 문제 ${b.problems.length}건`,
  );
  console.log(`시간 ${seconds.toFixed(1)}초 (글 ${(b.posts / seconds).toFixed(0)}개/초)`);
  console.log(`최대 메모리(RSS) 표본 ${mb(peak)}, 커널 기준 ${mb(process.resourceUsage().maxRSS * 1024)}`);
  await events.close();
  await sequelize.close();
} finally {
  await pg.stop();
  await maria.stop();
  await rm(dir, { recursive: true, force: true });
}

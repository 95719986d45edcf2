// Reading the old Gnuboard5 site: a read-only look at its MySQL/MariaDB database through mysql2 (times as the naive
// strings they are stored as, Asia/Seoul wall clock), and the checks that refuse what is not a Gnuboard5 database.
import mysql from 'mysql2/promise';
import { ImportError } from './errors.js';
import { looksDoubleEncoded } from './text.js';

export type Row = Record<string, string | number | null>;

export interface G5Board {
  bo_table: string;
  gr_id: string;
  bo_subject: string;
  /** The board's manager (a member id, or several separated by commas). */
  bo_admin?: string;
  bo_list_level: number;
  bo_read_level: number;
  bo_use_category: number;
  bo_category_list: string;
  bo_use_secret: number;
  bo_skin: string;
  bo_notice: string;
  bo_page_rows: number;
  bo_new: number;
  bo_upload_count: number;
  bo_upload_size: number;
  bo_order: number;
  bo_content_head: string;
  bo_content_tail: string;
}

export interface G5Write {
  wr_id: number;
  wr_num: number;
  wr_reply: string;
  wr_parent: number;
  wr_is_comment: number;
  wr_comment: number;
  wr_comment_reply: string;
  ca_name: string;
  wr_option: string;
  wr_subject: string;
  wr_content: string;
  wr_seo_title: string;
  wr_link1: string;
  wr_link2: string;
  wr_hit: number;
  mb_id: string;
  wr_password: string;
  wr_name: string;
  wr_email: string;
  wr_datetime: string;
  wr_file: number;
  wr_last: string;
  [extra: `wr_${number}`]: string;
}

export interface G5File {
  bo_table: string;
  wr_id: number;
  bf_no: number;
  bf_source: string;
  bf_file: string;
  bf_download: number;
  bf_content: string;
  bf_fileurl: string;
  bf_storage: string;
  bf_filesize: number;
  bf_datetime: string;
}

export interface G5Content {
  co_id: string;
  co_html: number;
  co_subject: string;
  co_content: string;
  co_seo_title: string;
}

export interface G5Faq {
  fa_id: number;
  fm_id: number;
  fa_subject: string;
  fa_content: string;
  fa_order: number;
  fm_subject: string | null;
}

export interface G5Menu {
  me_id: number;
  me_code: string;
  me_name: string;
  me_link: string;
  me_order: number;
  me_use: number;
}

/** The columns a table must have for the importer to read it as Gnuboard5's. */
const REQUIRED: Record<string, string[]> = {
  board: ['bo_table', 'bo_subject', 'bo_list_level', 'bo_read_level', 'bo_category_list', 'bo_notice'],
  board_file: ['bo_table', 'wr_id', 'bf_no', 'bf_source', 'bf_file'],
};
const WRITE_COLUMNS = ['wr_id', 'wr_num', 'wr_reply', 'wr_parent', 'wr_is_comment', 'wr_option', 'wr_subject'];

/** Tables of the old site that hold personal data or logs and are never imported (the report and 파기 대장 say so). */
export const LEFT_BEHIND: { table: string; label: string }[] = [
  { table: 'memo', label: '쪽지' },
  { table: 'point', label: '포인트 내역' },
  { table: 'visit', label: '방문 기록(IP·브라우저)' },
  { table: 'qa_content', label: '1:1 문의' },
  { table: 'login', label: '접속자 기록' },
];

/** A read-only connection to the old site's database (either system) and the names of its tables. */
export async function openOldDatabase(
  url: string,
  prefix: string,
): Promise<{ db: mysql.Connection; tables: Set<string> }> {
  if (!/^[A-Za-z0-9_]{0,20}$/.test(prefix))
    throw new ImportError(`--prefix '${prefix}'는 표 이름 앞부분이 될 수 없습니다.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImportError('--db 주소 형식이 올바르지 않습니다. 예: mysql://사용자:비밀번호@호스트:3306/데이터베이스');
  }
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:')
    throw new ImportError('--db 주소는 mysql://로 시작해야 합니다.');
  let db: mysql.Connection;
  try {
    db = await mysql.createConnection({
      host: parsed.hostname,
      port: Number(parsed.port || 3306),
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      database: decodeURIComponent(parsed.pathname.slice(1)),
      charset: 'utf8mb4',
      dateStrings: true,
      connectTimeout: 10_000,
    });
  } catch (err) {
    throw new ImportError(
      `옛 사이트의 데이터베이스에 연결할 수 없습니다 (${(err as Error).message}). --db 주소, 사용자, 비밀번호를 확인해주세요.`,
    );
  }
  // Read only: nothing here writes to the old site.
  await db.query('SET SESSION TRANSACTION READ ONLY');
  const [rows] = await db.query<mysql.RowDataPacket[]>('SHOW TABLES');
  return { db, tables: new Set(rows.map((r) => String(Object.values(r)[0]))) };
}

export class G5Source {
  private constructor(
    private readonly db: mysql.Connection,
    readonly prefix: string,
    private readonly tables: Set<string>,
  ) {}

  static async open(url: string, prefix: string): Promise<G5Source> {
    const { db, tables } = await openOldDatabase(url, prefix);
    const source = new G5Source(db, prefix, tables);
    try {
      await source.check();
    } catch (err) {
      await db.end();
      throw err;
    }
    return source;
  }

  private t(name: string): string {
    return `\`${this.prefix}${name}\``;
  }

  has(name: string): boolean {
    return this.tables.has(`${this.prefix}${name}`);
  }

  private async columns(table: string): Promise<Set<string>> {
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(`SHOW COLUMNS FROM \`${table}\``);
    return new Set(rows.map((r) => String(r.Field)));
  }

  private async check(): Promise<void> {
    if (!this.has('board')) {
      const others = [...this.tables].filter((t) => t.endsWith('_board')).map((t) => t.slice(0, -'board'.length));
      throw new ImportError(
        others.length
          ? `'${this.prefix}board' 표가 없습니다. --prefix ${others[0]}를 주어 다시 실행해보세요.`
          : `'${this.prefix}board' 표가 없습니다. 그누보드5의 데이터베이스가 아니거나 --prefix가 틀렸습니다.`,
      );
    }
    for (const [name, cols] of Object.entries(REQUIRED)) {
      if (!this.has(name)) throw new ImportError(`'${this.prefix}${name}' 표가 없습니다. 그누보드5의 표가 아닙니다.`);
      const have = await this.columns(`${this.prefix}${name}`);
      const missing = cols.filter((c) => !have.has(c));
      if (missing.length)
        throw new ImportError(
          `'${this.prefix}${name}' 표에 ${missing.join(', ')} 열이 없습니다. 그누보드5의 표가 아닙니다.`,
        );
    }
    for (const b of await this.boards()) {
      const table = `${this.prefix}write_${b.bo_table}`;
      if (!this.tables.has(table)) continue;
      const have = await this.columns(table);
      const missing = WRITE_COLUMNS.filter((c) => !have.has(c));
      if (missing.length)
        throw new ImportError(`'${table}' 표에 ${missing.join(', ')} 열이 없습니다. 그누보드5의 게시판 표가 아닙니다.`);
    }
    // A dump restored through a latin1 client stores every UTF-8 byte as its own character: refuse it whole, since
    // guessing back post by post would leave some garbled.
    const sample: string[] = [];
    for (const b of await this.boards()) {
      sample.push(b.bo_subject);
      if (!this.tables.has(`${this.prefix}write_${b.bo_table}`)) continue;
      const [rows] = await this.db.query<mysql.RowDataPacket[]>(
        `SELECT wr_subject FROM ${this.t(`write_${b.bo_table}`)} ORDER BY wr_id LIMIT 20`,
      );
      sample.push(...rows.map((r) => String(r.wr_subject)));
    }
    const lettered = sample.filter((t) => /[^\u0000-\u007f]/.test(t));
    if (lettered.length && lettered.filter(looksDoubleEncoded).length * 2 >= lettered.length)
      throw new ImportError(
        '게시판 이름이 깨져 있습니다: 덤프를 latin1 연결로 복원한 것으로 보입니다. ' +
          'mysql --default-character-set=utf8mb4 로 덤프를 다시 복원한 뒤 실행해주세요.',
      );
  }

  async boards(): Promise<G5Board[]> {
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      `SELECT * FROM ${this.t('board')} ORDER BY bo_order, bo_table`,
    );
    return rows as unknown as G5Board[];
  }

  /** The board groups' managers (gr_admin), by gr_id. */
  async groupAdmins(): Promise<Map<string, string>> {
    if (!this.has('group')) return new Map();
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(`SELECT gr_id, gr_admin FROM ${this.t('group')}`);
    return new Map(rows.map((r) => [String(r.gr_id), String(r.gr_admin ?? '')]));
  }

  hasWriteTable(boTable: string): boolean {
    return this.has(`write_${boTable}`);
  }

  /** Posts and comments of one board, in thread order (wr_num, wr_reply), then comments by their group. */
  async writes(boTable: string): Promise<G5Write[]> {
    if (!this.hasWriteTable(boTable)) return [];
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      `SELECT * FROM ${this.t(`write_${boTable}`)} ORDER BY wr_is_comment, wr_num, wr_reply, wr_comment, wr_comment_reply, wr_id`,
    );
    return rows as unknown as G5Write[];
  }

  /** Posts and comments of one board without their text: ids, thread, flags, in the order of writes(). */
  async writeIndex(boTable: string): Promise<G5Write[]> {
    if (!this.hasWriteTable(boTable)) return [];
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      `SELECT wr_id, wr_num, wr_reply, wr_parent, wr_is_comment, wr_comment, wr_comment_reply, wr_option, wr_seo_title
         FROM ${this.t(`write_${boTable}`)} ORDER BY wr_is_comment, wr_num, wr_reply, wr_comment, wr_comment_reply, wr_id`,
    );
    return rows as unknown as G5Write[];
  }

  async writeRows(boTable: string, ids: number[]): Promise<Map<number, G5Write>> {
    if (!ids.length) return new Map();
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      `SELECT * FROM ${this.t(`write_${boTable}`)} WHERE wr_id IN (?)`,
      [ids],
    );
    return new Map((rows as unknown as G5Write[]).map((r) => [Number(r.wr_id), r]));
  }

  async files(boTable: string): Promise<G5File[]> {
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      `SELECT * FROM ${this.t('board_file')} WHERE bo_table = ? ORDER BY wr_id, bf_no`,
      [boTable],
    );
    return rows as unknown as G5File[];
  }

  async contents(): Promise<G5Content[]> {
    if (!this.has('content')) return [];
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(`SELECT * FROM ${this.t('content')} ORDER BY co_id`);
    return rows as unknown as G5Content[];
  }

  async faqs(): Promise<G5Faq[]> {
    if (!this.has('faq')) return [];
    const master = this.has('faq_master');
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      master
        ? `SELECT f.*, m.fm_subject FROM ${this.t('faq')} f LEFT JOIN ${this.t('faq_master')} m ON m.fm_id = f.fm_id
            ORDER BY m.fm_order, f.fm_id, f.fa_order, f.fa_id`
        : `SELECT f.*, NULL AS fm_subject FROM ${this.t('faq')} f ORDER BY f.fm_id, f.fa_order, f.fa_id`,
    );
    return rows as unknown as G5Faq[];
  }

  async menu(): Promise<G5Menu[]> {
    if (!this.has('menu')) return [];
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(`SELECT * FROM ${this.t('menu')} ORDER BY me_code`);
    return rows as unknown as G5Menu[];
  }

  async visitSums(): Promise<{ day: string; count: number }[]> {
    if (!this.has('visit_sum')) return [];
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(
      `SELECT vs_date AS day, vs_count AS count FROM ${this.t('visit_sum')} WHERE vs_date > '0000-00-00' ORDER BY vs_date`,
    );
    return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }));
  }

  /** Every row of one of the site's tables in `order` (a column name), or [] when the site has no such table. */
  async all(name: string, order: string): Promise<Record<string, unknown>[]> {
    if (!this.has(name) || !/^\w+$/.test(order)) return [];
    const [rows] = await this.db.query<mysql.RowDataPacket[]>(`SELECT * FROM ${this.t(name)} ORDER BY \`${order}\``);
    return rows;
  }

  /** How many rows each table left behind holds (for the report and the 파기 대장). */
  async leftBehind(): Promise<{ table: string; label: string; count: number }[]> {
    const out: { table: string; label: string; count: number }[] = [];
    for (const l of LEFT_BEHIND) {
      if (!this.has(l.table)) continue;
      const [rows] = await this.db.query<mysql.RowDataPacket[]>(`SELECT count(*) AS n FROM ${this.t(l.table)}`);
      out.push({ ...l, table: `${this.prefix}${l.table}`, count: Number(rows[0].n) });
    }
    return out;
  }

  async close(): Promise<void> {
    await this.db.end();
  }
}

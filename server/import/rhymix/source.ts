// Reading the old Rhymix / XE site: a read-only look at its MySQL/MariaDB tables (modules, documents and their
// categories, extra fields and aliases, comments, files, the menu, visitor counts, board permissions and member
// groups) through the same connection rules as the Gnuboard5 source, and the checks that refuse what is not Rhymix.
import type mysql from 'mysql2/promise';
import { ImportError } from '../errors.js';
import { openOldDatabase } from '../source.js';
import { looksDoubleEncoded } from '../text.js';

export type * from './types.js';
import type {
  RxCategory,
  RxComment,
  RxDocument,
  RxExtraKey,
  RxExtraVar,
  RxFile,
  RxGrant,
  RxGroupMember,
  RxMenuItem,
  RxModule,
} from './types.js';

const REQUIRED: Record<string, string[]> = {
  modules: ['module_srl', 'module', 'mid', 'browser_title'],
  documents: ['document_srl', 'module_srl', 'status', 'is_notice', 'title', 'content', 'regdate'],
  files: ['file_srl', 'upload_target_srl', 'uploaded_filename', 'isvalid'],
};

/** Tables of the old site that hold personal data or logs and are never imported (the report and 파기 대장 say so). */
export const RX_LEFT_BEHIND: { table: string; label: string }[] = [
  { table: 'member_message', label: '쪽지' },
  { table: 'point', label: '포인트' },
  { table: 'counter_log', label: '방문 기록(IP·브라우저)' },
  { table: 'member_login_count', label: '로그인 기록' },
];

type Rows = mysql.RowDataPacket[];

export class RxSource {
  private constructor(
    private readonly db: mysql.Connection,
    readonly prefix: string,
    private readonly tables: Set<string>,
  ) {}

  static async open(url: string, prefix: string): Promise<RxSource> {
    const { db, tables } = await openOldDatabase(url, prefix);
    const source = new RxSource(db, prefix, tables);
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

  private async rows<T>(sql: string, args: unknown[] = []): Promise<T[]> {
    const [rows] = await this.db.query<Rows>(sql, args);
    return rows as unknown as T[];
  }

  private async check(): Promise<void> {
    if (!this.has('modules')) {
      const other = [...this.tables].find((t) => t.endsWith('_documents'))?.slice(0, -'documents'.length);
      throw new ImportError(
        other
          ? `'${this.prefix}modules' 표가 없습니다. --prefix ${other}를 주어 다시 실행해보세요.`
          : `'${this.prefix}modules' 표가 없습니다. 라이믹스/XE의 데이터베이스가 아니거나 --prefix가 틀렸습니다.`,
      );
    }
    for (const [name, cols] of Object.entries(REQUIRED)) {
      if (!this.has(name)) throw new ImportError(`'${this.prefix}${name}' 표가 없습니다. 라이믹스/XE의 표가 아닙니다.`);
      const have = new Set(
        (await this.rows<{ Field: string }>(`SHOW COLUMNS FROM ${this.t(name)}`)).map((r) => r.Field),
      );
      const missing = cols.filter((c) => !have.has(c));
      if (missing.length)
        throw new ImportError(
          `'${this.prefix}${name}' 표에 ${missing.join(', ')} 열이 없습니다. 라이믹스/XE의 표가 아닙니다.`,
        );
    }
    const sample = [
      ...(await this.rows<{ s: string }>(`SELECT browser_title AS s FROM ${this.t('modules')} LIMIT 20`)),
      ...(await this.rows<{ s: string }>(
        `SELECT title AS s FROM ${this.t('documents')} ORDER BY document_srl LIMIT 40`,
      )),
    ].map((r) => String(r.s ?? ''));
    const lettered = sample.filter((t) => /[^\u0000-\u007f]/.test(t));
    if (lettered.length && lettered.filter(looksDoubleEncoded).length * 2 >= lettered.length)
      throw new ImportError(
        '게시판 이름이 깨져 있습니다: 덤프를 latin1 연결로 복원한 것으로 보입니다. ' +
          'mysql --default-character-set=utf8mb4 로 덤프를 다시 복원한 뒤 실행해주세요.',
      );
  }

  async modules(): Promise<RxModule[]> {
    const extra = this.has('module_extra_vars');
    const pick = (name: string) =>
      extra
        ? `(SELECT value FROM ${this.t('module_extra_vars')} v WHERE v.module_srl = m.module_srl AND v.name = '${name}')`
        : 'NULL';
    const rows = await this.rows<RxModule>(
      `SELECT m.module_srl, m.module, m.mid, m.browser_title, m.content, m.skin,
              ${pick('page_type')} AS page_type, ${pick('document_srl')} AS page_document_srl,
              ${pick('path')} AS page_path, ${pick('list_count')} AS list_count
         FROM ${this.t('modules')} m WHERE m.module IN ('board', 'page') ORDER BY m.module_srl`,
    );
    return rows.map((r) => ({
      ...r,
      page_document_srl: r.page_document_srl ? Number(r.page_document_srl) : null,
      list_count: r.list_count ? Number(r.list_count) : null,
    }));
  }

  async documents(moduleSrl: number): Promise<RxDocument[]> {
    return this.rows<RxDocument>(
      `SELECT document_srl, module_srl, category_srl, is_notice, title, content, readed_count, user_name, nick_name,
              regdate, status FROM ${this.t('documents')} WHERE module_srl = ? ORDER BY list_order, document_srl`,
      [moduleSrl],
    );
  }

  async document(srl: number): Promise<RxDocument | null> {
    const rows = await this.rows<RxDocument>(`SELECT * FROM ${this.t('documents')} WHERE document_srl = ?`, [srl]);
    return rows[0] ?? null;
  }

  async categories(moduleSrl: number): Promise<RxCategory[]> {
    if (!this.has('document_categories')) return [];
    return this.rows<RxCategory>(
      `SELECT category_srl, module_srl, parent_srl, title, list_order FROM ${this.t('document_categories')}
        WHERE module_srl = ? ORDER BY list_order, category_srl`,
      [moduleSrl],
    );
  }

  async extraKeys(moduleSrl: number): Promise<RxExtraKey[]> {
    if (!this.has('document_extra_keys')) return [];
    return this.rows<RxExtraKey>(
      `SELECT module_srl, var_idx, var_name, var_type, eid FROM ${this.t('document_extra_keys')}
        WHERE module_srl = ? ORDER BY var_idx`,
      [moduleSrl],
    );
  }

  async extraVars(moduleSrl: number): Promise<RxExtraVar[]> {
    if (!this.has('document_extra_vars')) return [];
    return this.rows<RxExtraVar>(
      `SELECT document_srl, var_idx, lang_code, value, eid FROM ${this.t('document_extra_vars')}
        WHERE module_srl = ? AND var_idx > 0 ORDER BY document_srl, var_idx`,
      [moduleSrl],
    );
  }

  async aliases(moduleSrl: number): Promise<{ document_srl: number; alias_title: string }[]> {
    if (!this.has('document_aliases')) return [];
    return this.rows(
      `SELECT document_srl, alias_title FROM ${this.t('document_aliases')} WHERE module_srl = ? ORDER BY alias_srl`,
      [moduleSrl],
    );
  }

  /** Comments in their thread order (comments_list's head and arrange, when the table is there). */
  async comments(moduleSrl: number): Promise<RxComment[]> {
    if (!this.has('comments')) return [];
    const list = this.has('comments_list');
    return this.rows<RxComment>(
      list
        ? `SELECT c.comment_srl, c.document_srl, c.parent_srl, c.is_secret, c.content, c.user_name, c.nick_name,
                  c.regdate, l.head, l.arrange, l.depth
             FROM ${this.t('comments')} c LEFT JOIN ${this.t('comments_list')} l ON l.comment_srl = c.comment_srl
            WHERE c.module_srl = ? ORDER BY c.document_srl, l.head, l.arrange, c.comment_srl`
        : `SELECT comment_srl, document_srl, parent_srl, is_secret, content, user_name, nick_name, regdate,
                  NULL AS head, NULL AS arrange, NULL AS depth
             FROM ${this.t('comments')} WHERE module_srl = ? ORDER BY document_srl, comment_srl`,
      [moduleSrl],
    );
  }

  /** Every file row (valid or not: the caller skips and counts the orphans), in upload order. */
  async files(): Promise<RxFile[]> {
    return this.rows<RxFile>(
      `SELECT file_srl, upload_target_srl, upload_target_type, module_srl, sid, source_filename, uploaded_filename,
              download_count, direct_download, isvalid, cover_image, comment
         FROM ${this.t('files')} ORDER BY upload_target_srl, file_srl`,
    );
  }

  async grants(): Promise<RxGrant[]> {
    if (!this.has('module_grants')) return [];
    return this.rows<RxGrant>(`SELECT module_srl, name, group_srl FROM ${this.t('module_grants')}`);
  }

  async groups(): Promise<{ group_srl: number; title: string; members: number }[]> {
    if (!this.has('member_group')) return [];
    const members = this.has('member_group_member')
      ? `(SELECT count(*) FROM ${this.t('member_group_member')} gm WHERE gm.group_srl = g.group_srl)`
      : '0';
    const rows = await this.rows<{ group_srl: number; title: string; members: number }>(
      `SELECT g.group_srl, g.title, ${members} AS members FROM ${this.t('member_group')} g ORDER BY g.list_order, g.group_srl`,
    );
    return rows.map((r) => ({ ...r, members: Number(r.members) }));
  }

  /** Every xe_member row whole (the members step takes what our join form asks and counts the rest). */
  async members(): Promise<Record<string, unknown>[]> {
    if (!this.has('member')) return [];
    return this.rows<Record<string, unknown>>(`SELECT * FROM ${this.t('member')} ORDER BY member_srl`);
  }

  async groupMembers(): Promise<RxGroupMember[]> {
    if (!this.has('member_group_member')) return [];
    return this.rows<RxGroupMember>(
      `SELECT DISTINCT group_srl, member_srl FROM ${this.t('member_group_member')} ORDER BY group_srl, member_srl`,
    );
  }

  async menu(): Promise<RxMenuItem[]> {
    if (!this.has('menu_item')) return [];
    return this.rows<RxMenuItem>(
      `SELECT menu_item_srl, parent_srl, menu_srl, name, url, listorder, group_srls FROM ${this.t('menu_item')}
        ORDER BY menu_srl, listorder, menu_item_srl`,
    );
  }

  /** Daily unique visitors (counter_status: regdate YYYYMMDD; the all-time row 0 is left out). */
  async visitSums(): Promise<{ day: string; count: number }[]> {
    if (!this.has('counter_status')) return [];
    const rows = await this.rows<{ regdate: number; unique_visitor: number }>(
      `SELECT regdate, unique_visitor FROM ${this.t('counter_status')} WHERE regdate > 19700000 ORDER BY regdate`,
    );
    return rows.map((r) => {
      const d = String(r.regdate);
      return { day: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`, count: Number(r.unique_visitor) };
    });
  }

  async leftBehind(): Promise<{ table: string; label: string; count: number }[]> {
    const out: { table: string; label: string; count: number }[] = [];
    for (const l of RX_LEFT_BEHIND) {
      if (!this.has(l.table)) continue;
      const [row] = await this.rows<{ n: number }>(`SELECT count(*) AS n FROM ${this.t(l.table)}`);
      out.push({ ...l, table: `${this.prefix}${l.table}`, count: Number(row.n) });
    }
    return out;
  }

  async close(): Promise<void> {
    await this.db.end();
  }
}

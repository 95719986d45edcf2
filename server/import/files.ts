// The old data/ folder: attachments at data/file/{bo_table}/{bf_file} and editor images under data/editor/, each
// read one at a time (memory holds one file, never a board's), checked by content like any upload (a `.php-x` or an
// `.htm-xl` is refused, never served) and stored through our file store, remembered by its old path so a second run
// stores nothing twice. The bytes stored are the old file's exactly.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Sequelize, Transaction } from 'sequelize';
import { fetchExternalImage, type ImportOptions } from '../files/import.js';
import { checkUpload, storeChecked } from '../files/store.js';
import { DANGEROUS_EXTENSIONS, KNOWN_TYPES } from '../files/types.js';
import { ImportError } from './errors.js';
import { remember, type Identity } from './identity.js';

const RULES = {
  extensions: Object.keys(KNOWN_TYPES).filter((e) => !DANGEROUS_EXTENSIONS.has(e)),
  maxBytes: 512 * 1024 * 1024,
};

export async function checkDataDir(dir: string): Promise<void> {
  const ok = await stat(path.join(dir, 'file')).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!ok)
    throw new ImportError(
      `--files ${dir}: file/ 폴더가 없습니다. 옛 사이트의 data 폴더(file/, editor/가 들어 있는 폴더)를 주세요.`,
    );
}

/** A path under the data folder, or null when it would leave it. */
function inside(dir: string, rel: string): string | null {
  const full = path.resolve(dir, rel);
  return full.startsWith(path.resolve(dir) + path.sep) ? full : null;
}

export interface StoreRequest {
  key: string;
  kind: 'attachment' | 'editor-image';
  rel: string;
  name: string;
  /** The post it belongs to; null for an image of a page (an unowned image, public like the editor's). */
  owner: { postId: number | null; sortOrder: number };
}

export type StoreResult = { ok: true; id: number; name: string; reused: boolean } | { ok: false; problem: string };

export class DataFolder {
  constructor(
    private readonly sequelize: Sequelize,
    readonly dir: string,
    private readonly known: Map<string, Identity>,
  ) {}

  async read(rel: string): Promise<Buffer | null> {
    const full = inside(this.dir, rel);
    if (!full) return null;
    return readFile(full).catch(() => null);
  }

  /** Stores a file once per old path; a later run with the same bytes hands back the same file. */
  async store(r: StoreRequest, t: Transaction, dryRun: boolean, given?: Buffer): Promise<StoreResult> {
    const buffer = given ?? (await this.read(r.rel));
    if (!buffer) return { ok: false, problem: '파일이 없습니다' };
    const hash = createHash('sha256').update(buffer).digest('hex');
    const prior = this.known.get(r.key);
    if (prior && prior.hash === hash) return { ok: true, id: prior.id, name: r.name, reused: true };
    let checked;
    try {
      checked = await checkUpload({ buffer, originalname: r.name }, RULES);
    } catch (err) {
      return { ok: false, problem: `가져오지 않았습니다: ${(err as Error).message}` };
    }
    if (dryRun) return { ok: true, id: 0, name: checked.name, reused: false };
    // Checked like any upload, but kept byte for byte: old links and downloads must give the old file (a photo's
    // EXIF, public on the old site for years, is not taken off here).
    const row = await storeChecked(
      { ...checked, buffer },
      {
        ownerType: r.owner.postId === null ? null : 'post',
        ownerId: r.owner.postId,
        createdBy: null,
        sortOrder: r.owner.sortOrder,
      },
      t,
    );
    const identity = { key: r.key, kind: r.kind, table: 'files', id: row.id, hash };
    await remember(this.sequelize, identity, t);
    this.known.set(r.key, identity);
    return { ok: true, id: row.id, name: row.name, reused: false };
  }
}

export const fileUrl = (id: number, name: string): string => `/files/${id}/${encodeURIComponent(name)}`;

/**
 * A file the old site kept on external storage (bf_fileurl), fetched under the editor's image-import rules (https,
 * public addresses only, a byte cap, one deadline); null with the reason when it cannot be had.
 */
export async function fetchStored(url: string, opts: ImportOptions): Promise<{ buffer: Buffer } | { problem: string }> {
  try {
    const got = await fetchExternalImage(url, RULES.maxBytes, opts);
    return { buffer: got.buffer };
  } catch (err) {
    return { problem: (err as Error).message };
  }
}

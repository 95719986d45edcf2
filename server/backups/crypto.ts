// BACKUP_KEY: a backup file sealed with AES-256-GCM (node:crypto), so a copy can leave the machine. The key is drawn
// from BACKUP_KEY with scrypt and a salt of the file's own; the file is the header (magic, salt, IV, which GCM also
// authenticates), the ciphertext and the 16-byte tag. GCM's tag is only known at the end of the stream, so a restore
// reads a sealed file twice: once to check the tag (a tampered or truncated file is refused before anything is
// written), then to restore it.
import { createCipheriv, createDecipheriv, randomBytes, scrypt, type DecipherGCM } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export const SEALED_MAGIC = Buffer.from('SMEBAK\x01\x00', 'latin1');
const SALT = 16;
const IV = 12;
const TAG = 16;
export const SEALED_HEADER = SEALED_MAGIC.length + SALT + IV;

export class BackupKeyError extends Error {}

function deriveKey(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** True when the first bytes of a file are those of a sealed backup. */
export const isSealed = (head: Buffer): boolean =>
  head.length >= SEALED_MAGIC.length && head.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC);

/** A stream that seals what passes through it with `secret`. */
export async function sealStream(secret: string): Promise<Transform> {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const header = Buffer.concat([SEALED_MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(secret, salt), iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

export const TAMPERED =
  '백업 파일이 손상되었거나 변조되었습니다 (또는 BACKUP_KEY가 백업할 때의 키와 다릅니다). 이 파일로는 복원하지 않습니다.';

/**
 * A stream that opens a sealed file: the header is read from its first bytes, the last 16 bytes are held back as the
 * tag, and the stream fails with BackupKeyError (TAMPERED) when the tag does not match what came through.
 */
export function openStream(secret: string): Transform {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  let pending: Promise<void> | null = null;
  const begin = async (header: Buffer) => {
    const salt = header.subarray(SEALED_MAGIC.length, SEALED_MAGIC.length + SALT);
    const iv = header.subarray(SEALED_MAGIC.length + SALT, SEALED_HEADER);
    decipher = createDecipheriv('aes-256-gcm', await deriveKey(secret, salt), iv);
    decipher.setAAD(header);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      const go = async () => {
        if (!decipher) {
          head = Buffer.concat([head, chunk]);
          if (head.length < SEALED_HEADER) return;
          if (!isSealed(head)) throw new BackupKeyError('암호화된 백업 파일이 아닙니다.');
          pending ??= begin(head.subarray(0, SEALED_HEADER));
          await pending;
          chunk = head.subarray(SEALED_HEADER);
        }
        const all = Buffer.concat([tail, chunk]);
        const cut = Math.max(0, all.length - TAG);
        tail = all.subarray(cut);
        if (cut) this.push(decipher!.update(all.subarray(0, cut)));
      };
      go().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!decipher || tail.length < TAG) return done(new BackupKeyError(TAMPERED));
      try {
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch {
        done(new BackupKeyError(TAMPERED));
      }
    },
  });
}

// A dump's plain stream read line by line (a line may be many megabytes: a file's bytes in a row). A stream that ends
// inside a line is a cut file.
import { RestoreError } from './target.js';

export const TRUNCATED = '백업 파일이 중간에 끊겼습니다. 온전한 파일로 다시 시도하세요.';

export class Lines {
  private chunks: Buffer[] = [];
  constructor(private it: AsyncIterator<Buffer>) {}
  async next(): Promise<Buffer | null> {
    for (;;) {
      const last = this.chunks.at(-1);
      const i = last ? last.indexOf(10) : -1;
      if (last && i !== -1) {
        const line = Buffer.concat([...this.chunks.slice(0, -1), last.subarray(0, i)]);
        this.chunks = i + 1 < last.length ? [last.subarray(i + 1)] : [];
        return line;
      }
      const r = await this.it.next();
      if (r.done) {
        if (this.chunks.some((c) => c.length)) throw new RestoreError(TRUNCATED);
        return null;
      }
      this.chunks.push(r.value);
    }
  }
}

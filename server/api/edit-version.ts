// The `version` a save of a page, a post or the menu names (edit conflicts): the version the editor
// started from. Its absence is refused by server/edit-conflicts/check.ts after the record is found (a 404 first).
import { z } from 'zod';

export const editVersion = z
  .number({ error: '판 번호는 숫자여야 합니다.' })
  .int({ error: '판 번호는 정수여야 합니다.' })
  .min(0, { error: '판 번호가 올바르지 않습니다.' })
  .max(2_147_483_647, { error: '판 번호가 올바르지 않습니다.' });

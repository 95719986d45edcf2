// Fields shown on one line (titles, names, labels, subjects, phone numbers, addresses …) hold no line break: one
// pasted or sent in breaks a heading or a menu, splits a CSV cell and could start a new header in a mail subject.
// Multi-line fields (bodies, memos, descriptions) keep theirs. The breaks: \r, \n and Unicode's line and paragraph
// separators (U+2028, U+2029), which browsers and mail clients also break on. Leading and trailing ones are
// trimmed by the schemas before this check (`.trim()` first), so only a break inside the text is refused.
import { z } from 'zod';

export const LINE_BREAK = /[\r\n\u2028\u2029]/;
export const SINGLE_LINE_MESSAGE = '줄바꿈 없이 한 줄로 입력해주세요.';

export const isSingleLine = (s: string): boolean => !LINE_BREAK.test(s);

/** The check for a one-line string field: `z.string().trim().check(singleLine)`. */
export const singleLine = z.refine<string>(isSingleLine, { error: SINGLE_LINE_MESSAGE });

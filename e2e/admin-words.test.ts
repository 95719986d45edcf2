// No developer words on the 최고관리자's screens: every admin screen, opened as the 최고관리자 at desktop width, shows
// no code names (camelCase, SNAKE_CASE, snake_case), no commands (npm …) and no English phrases in its visible text.
// What staff or the sample typed (names, addresses, e-mail, a browser's name in 감사 기록) is no developer word:
// e-mail addresses, web addresses and the product names staff know are left out before the check.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, startE2E, type E2E } from './support.js';
import { adminPage, adminScreens, openScreen, type AdminScreen } from './admin-screens.js';

let e2e: E2E;
let screens: AdminScreen[];
before(async () => {
  e2e = await startE2E();
  screens = await adminScreens(e2e);
});
after(() => e2e.close());

/** Names staff know as they are written (services, file types), and what they or the sample typed. */
const KNOWN = [
  /Google (Search Console|Authenticator)/g,
  /Microsoft Authenticator/g,
  /[\w.*+-]+@[\w*-]+(\.[\w-]+)+/g, // e-mail addresses, masked ones too
  /\b(https?:\/\/|www\.)\S+/g, // web addresses
  /(^|[\s(:'"])\/[\w./#?=&%-]*/g, // paths, an old site's with its query: /china/faq, /bbs/board.php?bo_table=x&wr_id=1
  /예: [\w./-]+/g, // an example of what to type: (예: notice)
  /\{\{?\s*[\w.]+\s*\}?\}/g, // a mail template's placeholders: {{schoolName}}
  /[\w-]*\.?\b(pdf|hwpx?|docx?|xlsx?|pptx?|zip|txt|csv|jpe?g|png|gif|webp)\b/gi, // file types and names
];

/** Cells that show a record's code on purpose: a board's address key, the browser a staff call came from. */
const DATA_CELLS = '.column-enName, .column-slug, .audit-agent';

const DEVELOPER = [
  /\b[a-z]+[A-Z][A-Za-z]*\b/g, // camelCase: updatedAt
  /\b[A-Z]{2,}_[A-Z_]+\b/g, // SMTP_URL
  /\b[a-z]+_[a-z_]+\b/g, // snake_case: made_public_at
  /\bnpm\b[^\n]*/g,
  /\b[A-Za-z]{2,} [a-z]{2,}( [a-z]{2,})*\b/g, // an English phrase: Question notify email
  /\b[a-z]{3,}\b/g, // a lower-case English word: groups, footer (names and acronyms are capitalized)
];

export function developerWords(text: string): string[] {
  let rest = text;
  for (const k of KNOWN) rest = rest.replace(k, ' ');
  return [...new Set(DEVELOPER.flatMap((d) => rest.match(d) ?? []))];
}

test('no admin screen shows the 최고관리자 a code name, a command or an English phrase', async () => {
  const { page } = await adminPage(e2e, DESKTOP);
  const found: string[] = [];
  for (const s of screens) {
    await openScreen(page, s);
    const text = await page.evaluate((cells) => {
      let all = document.body.innerText;
      for (const el of document.querySelectorAll<HTMLElement>(cells)) all = all.replace(el.innerText, ' ');
      return all;
    }, DATA_CELLS);
    const words = developerWords(text);
    if (words.length) found.push(`${s.name}: ${words.join(' | ')}`);
  }
  assert.deepEqual(found, []);
});

test('the check itself catches what it is for', () => {
  const catches = (text: string, word: string) => assert.ok(developerWords(text).includes(word), `${word} in ${text}`);
  for (const w of ['updatedAt', 'groups', 'footer']) catches('변경 항목: updatedAt, groups, footer', w);
  catches('Question notify email', 'Question notify email');
  for (const w of ['SMTP_URL', 'MAIL_FROM']) catches('서버에 SMTP_URL과 MAIL_FROM을 설정', w);
  catches('서버에서 npm run backup으로', 'npm run backup으로');
  catches('made_public_at', 'made_public_at');
  assert.deepEqual(developerWords('admin@school.example.ac.kr · ki***@example.com · Google Authenticator · PDF'), []);
  assert.deepEqual(developerWords('/china/faq에 보입니다 · {{schoolName}} · 사진.jpg · hwp, pdf'), []);
});

// Makes public-web/assets/brochure-2025.pdf, the brochure the footer offers, from the site's own content
// (departments, requirements, contact defaults) printed by Chromium with the Nanum fonts, so the Korean text is
// real embedded text. Run once after the content changes: node --import tsx scripts/make-brochure.ts
// The admission schedule is not printed: rounds are data (staff change them at /admin/rounds), so the brochure
// points to the website's 모집요강 page (PUBLIC_URL, when set, gives its full address).
import path from 'node:path';
import { chromium } from 'playwright-core';
import { defaultSettings as s } from '../domain/settings.js';
import { departments, roadmap } from '../public-web/content/departments/index.js';
import { greeting } from '../public-web/content/introduce.js';

const recruitUrl = `${(process.env.PUBLIC_URL ?? '').replace(/\/$/, '')}/entrance/recruit`;
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 18mm 16mm; }
body { font-family: 'NanumBarunGothic', 'NanumGothic', sans-serif; color: #1d2633; font-size: 10.5pt; line-height: 1.65; word-break: keep-all; }
.cover { height: 250mm; display: flex; flex-direction: column; justify-content: center; background: #12355b; color: #fff; margin: -18mm -16mm 0; padding: 0 22mm; page-break-after: always; }
.cover .kicker { color: #f2b134; font-weight: 700; font-size: 14pt; }
.cover h1 { font-size: 34pt; margin: 6mm 0; line-height: 1.25; }
.cover p { font-size: 13pt; color: #d5e0ec; }
h2 { color: #12355b; border-left: 5px solid #f2b134; padding-left: 8px; font-size: 16pt; margin: 0 0 5mm; }
section { page-break-inside: avoid; margin-bottom: 9mm; }
table { width: 100%; border-collapse: collapse; font-size: 9.5pt; }
th, td { border-bottom: 1px solid #dbe2ea; padding: 5px 6px; text-align: left; vertical-align: top; }
thead th { background: #f4f7fa; border-top: 2px solid #12355b; }
.dept { margin-bottom: 5mm; }
.dept h3 { margin: 0 0 1mm; color: #0b2340; font-size: 12pt; }
.dept p { margin: 0; }
</style></head><body>
<div class="cover"><p class="kicker">경영학석사(MBA) 신입생 모집</p><h1>${esc(s.universityName)}<br>${esc(s.schoolName)}</h1>
<p>2025 입학 안내 책자</p><p>현장의 질문을 배움으로 풀어 가는 경영 대학원</p></div>
<section><h2>원장 인사말</h2>${greeting.paragraphs
  .slice(1, 4)
  .map((p) => `<p>${esc(p)}</p>`)
  .join('')}
<p style="text-align:right">${esc(s.schoolName)} 원장 ${esc(greeting.directorName)}</p></section>
<section><h2>학과 안내</h2>${departments.map((d) => `<div class="dept"><h3>${esc(d.name)} — ${esc(d.tagline)}</h3><p>${esc(d.overview)}</p></div>`).join('')}</section>
<section><h2>졸업 요건</h2><table><tbody>${roadmap.requirements.map((r) => `<tr><th>${esc(r.term)}</th><td>${esc(r.desc)}</td></tr>`).join('')}</tbody></table></section>
<section><h2>전형 일정</h2><p>모집별 원서접수 기간, 면접, 합격자 발표, 등록 일정과 전형료는 모집마다 정해지며 누리집의
입학안내 › 모집요강 화면(${esc(recruitUrl)})에 늘 최신으로 안내합니다. 원서는 같은 누리집의 원서접수 화면에서 받습니다.</p></section>
<section><h2>문의</h2><p>${esc(s.schoolName)} 행정실 · 전화 ${esc(s.phone)} · 이메일 ${esc(s.email)}<br>(${esc(s.postalCode)}) ${esc(s.address)}<br>${esc(s.businessHours)}</p></section>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.setContent(html, { waitUntil: 'load' });
const out = path.resolve('public-web/assets/brochure-2025.pdf');
await page.pdf({ path: out, format: 'A4', printBackground: true, tagged: true, outline: false });
await browser.close();
console.log(`만들었습니다: ${out}`);

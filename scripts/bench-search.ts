// 통합검색 bench: 100,000 notices (the board bench's seed) plus every page, then 30 questions applicants ask, each
// asked once cold (nothing cached) and then again (cached), one request at a time so each timing is the server's
// own (through the real app over loopback). Prints p50/p95 of both; the goal is p95 under 50 ms.
// Standalone: `node --import tsx scripts/bench-search.ts` (its own embedded PostgreSQL, thrown away after).
import path from 'node:path';
import { seedBenchPosts } from './bench-boards.js';
import { withThrowawaySite } from './throwaway-site.js';

/** What applicants type: fees, scholarships, deadlines, forms, departments, a professor, phrases. */
export const QUESTIONS = [
  '등록금',
  '장학',
  '장학금 신청',
  '모집요강',
  '원서접수',
  '제출서류',
  '면접',
  '합격자 발표',
  '학위논문',
  '휴학',
  '복학',
  '수강신청',
  '성적',
  '오시는 길',
  '주차',
  '창업경영',
  'AI비즈니스',
  '가업승계',
  '교육과정',
  '졸업 요건',
  '연혁',
  '벤처',
  '특강',
  '입학 설명회',
  '"등록금 납부"',
  '학사 일정',
  '외국인',
  '중국',
  '문의',
  '예행연습',
];

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

export async function benchSearch(baseUrl: string): Promise<{ cold: number[]; warm: number[] }> {
  const time = async (q: string) => {
    const t = performance.now();
    const r = await fetch(`${baseUrl}/search?q=${encodeURIComponent(q)}`);
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${q}: ${r.status}`);
    return performance.now() - t;
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (const q of QUESTIONS) cold.push(await time(q));
  if (process.env.BENCH_VERBOSE) for (const q of QUESTIONS) console.log(q, (await time(q)).toFixed(1), '(warm)');
  if (process.env.BENCH_VERBOSE) console.log(cold.map((c, i) => `${QUESTIONS[i]} ${c.toFixed(0)}`).join(', '));
  for (let round = 0; round < 5; round++) for (const q of QUESTIONS) warm.push(await time(q));
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  return { cold, warm };
}

export function printSearchFigures({ cold, warm }: { cold: number[]; warm: number[] }): void {
  console.log(`\n통합검색 (게시글 100,000개와 모든 페이지, 질문 ${QUESTIONS.length}개, 한 번에 한 요청)`);
  console.log(
    `  처음 (캐시 없음): p50 ${pct(cold, 50).toFixed(1)} ms, p95 ${pct(cold, 95).toFixed(1)} ms (목표 50 ms)`,
  );
  console.log(`  반복 (캐시):      p50 ${pct(warm, 50).toFixed(1)} ms, p95 ${pct(warm, 95).toFixed(1)} ms`);
}

async function standalone(): Promise<void> {
  await withThrowawaySite('bench', { poolMax: 10, fill: (sequelize) => seedBenchPosts(sequelize) }, async (base) =>
    printSearchFigures(await benchSearch(base)),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  standalone().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

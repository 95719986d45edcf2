// 통합검색's quality: the questions of server/search/questions.ts asked of the sample content (`npm start`'s), each
// counted when one of its answers is among the first three results. Prints the figure and every miss.
// Run before the ranking changed: 30/70 and, of the questions never tuned on, 19/28; after: 70/70 and 27/28.
// Standalone: `node --import tsx scripts/search-quality.ts` (its own embedded PostgreSQL, thrown away after).
import { measureSearchQuality, SEARCH_QUESTIONS, UNSEEN_QUESTIONS } from '../server/search/questions.js';
import { withThrowawaySite } from './throwaway-site.js';

async function main(): Promise<void> {
  const { seedSample } = await import('../server/sample/index.js');
  await withThrowawaySite('quality', { poolMax: 5, fill: () => seedSample() }, async (base) => {
    for (const [name, list] of [
      ['질문', SEARCH_QUESTIONS],
      ['처음 보는 질문 (조정에 쓰지 않음)', UNSEEN_QUESTIONS],
    ] as const) {
      const m = await measureSearchQuality(base, list);
      for (const miss of m.misses) console.log(`놓침 ‘${miss.q}’: ${miss.top.join(' | ') || '(결과 없음)'}`);
      console.log(
        `통합검색 품질, ${name}: ${m.total}개 중 ${m.found}개가 처음 세 결과 안에 답 (${((100 * m.found) / m.total).toFixed(0)}%)\n`,
      );
    }
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

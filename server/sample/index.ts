// Sample content for the embedded database, so `npm start` shows a living site. Runs once per database.
import { Setting } from '../../db/models/index.js';
import { seedBoards } from './boards.js';
import { seedApplications } from './applications.js';
import { seedRounds } from './rounds.js';
import { seedPopups } from './popups.js';
import { seedFaqs } from './faqs.js';
import { now } from '../../domain/clock.js';
import { markSampleRows, maxIds } from '../sample-content/marks.js';

type Seeder = () => Promise<void>;

/** Each part of the site registers the sample rows it needs here. */
const seeders: Seeder[] = [seedBoards, seedRounds, seedApplications, seedPopups, seedFaqs];

export async function seedSample(): Promise<void> {
  const row = await Setting.findByPk(1);
  if (!row || row.data.sampleSeededAt) return;
  // What the seeders make is marked, so 샘플 내용 지우기 (사이트 설정) removes exactly that later.
  const sequelize = row.sequelize;
  const before = await maxIds(sequelize);
  for (const seed of seeders) await seed();
  await markSampleRows(sequelize, before);
  await row.update({ data: { ...row.data, sampleSeededAt: now().toISOString() } });
}

// The retention purge of 입학상담 (개인정보 보호법 제21조): questions older than settings.questionRetentionDays
// that still hold the asker's name, e-mail and password are deleted, with the 파기 대장's row in the same
// transaction. A question made public stays, and only its asker's name and address (kept for the answer mail) go. Run by the retention schedule
// (server/retention/purge.ts) beside the applications' purge.
import type { Sequelize } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { recordDestruction } from '../destruction/register.js';
import { purgeQuestionsBefore } from './store.js';

export async function purgeExpiredQuestions(
  sequelize: Sequelize,
  at = now(),
  opts: { job?: string } = {},
): Promise<{ destroyed: number; cutoff: Date }> {
  const { questionRetentionDays } = await loadSettings();
  const cutoff = new Date(at.getTime() - questionRetentionDays * 86_400_000);
  const destroyed = await sequelize.transaction(async (transaction) => {
    const count = await purgeQuestionsBefore(sequelize, cutoff, transaction);
    await recordDestruction(
      sequelize,
      {
        kind: 'question',
        count,
        rule: `개인정보 보유기간(설정: 입학상담 ${questionRetentionDays}일) 경과, 개인정보 보호법 제21조`,
        by: { job: opts.job ?? 'question-purge' },
        detail: { cutoff: cutoff.toISOString() },
        at,
      },
      transaction,
    );
    return count;
  });
  return { destroyed, cutoff };
}

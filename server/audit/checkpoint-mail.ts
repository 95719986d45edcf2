// The day's checkpoint of the audit chain, mailed to the 개인정보 보호책임자 (site settings › privacyOfficer.email):
// an anchor that leaves the database, so its owner cannot take it back. One mail a Seoul day (the outbox's dedupe
// key), carrying the signed checkpoint as one JSON line; pasted into 무결성 확인 (or saved to a file and given to
// `npm run audit:verify -- --checkpoints`), it is held against the chain like the file's.
import type { Sequelize, Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { formatDateTime, seoulDay } from '../../domain/time.js';
import { enqueueMail } from '../mail/outbox.js';
import { writeCheckpoint, type Checkpoint } from './checkpoints.js';

export const CHECKPOINT_MAIL_KIND = 'audit.checkpoint';

export function checkpointMailText(checkpoint: Checkpoint): string {
  return [
    '개인정보 보호책임자님께,',
    '',
    `${formatDateTime(new Date(checkpoint.at))}(한국 시간) 현재 감사 기록은 ${checkpoint.lastId}번(${checkpoint.count}건)까지입니다.`,
    '아래 한 줄은 이 시점의 감사 기록에 감사 기록 키(AUDIT_KEY)로 서명한 체크포인트입니다.',
    '데이터베이스 밖에 남는 기준점이므로 이 메일을 지우지 말고 보관해주세요.',
    '',
    JSON.stringify(checkpoint),
    '',
    '확인하는 방법: 관리자 화면 보안 › 감사 기록 › 무결성 확인에서 "받은 체크포인트로 확인"을 누르고 이 메일의 본문을 그대로 붙여 넣으세요.',
    '그 뒤에 기록이 지워지거나 다시 쓰였으면 어느 번호에서인지 알려드립니다.',
    '',
    '이 메일은 발신 전용입니다.',
  ].join('\n');
}

/**
 * Puts today's checkpoint mail in the outbox unless it is there already: `checkpoint` when one was just written,
 * else a new one of the head. False when it was already sent today or no officer address is set.
 */
export async function mailDailyCheckpoint(
  sequelize: Sequelize,
  transaction: Transaction,
  checkpoint?: Checkpoint,
): Promise<boolean> {
  const to = (await loadSettings(transaction)).privacyOfficer.email;
  if (!to) return false;
  const day = seoulDay(now());
  const dedupeKey = `${CHECKPOINT_MAIL_KIND}:${day}`;
  const [sent] = await sequelize.query('SELECT 1 FROM mail_outbox WHERE dedupe_key = :dedupeKey', {
    replacements: { dedupeKey },
    type: QueryTypes.SELECT,
    transaction,
  });
  if (sent) return false;
  const c = checkpoint ?? (await writeCheckpoint(sequelize, transaction));
  const { created } = await enqueueMail(
    {
      kind: CHECKPOINT_MAIL_KIND,
      to,
      lang: 'ko',
      subject: `[중소기업대학원] 감사 기록 체크포인트 ${day}`,
      text: checkpointMailText(c),
      dedupeKey,
    },
    { transaction },
  );
  return created;
}

// Consents are asked again every two years (정보통신망법 제50조제8항) and lapse without an answer: a confirmed
// subscriber gets the re-confirmation mail 30 days before the two years are up (its link renews the consent);
// at two years an unanswered subscription is destroyed (recorded in the 파기 대장), as is a request whose
// confirmation link was never followed within 7 days. Applicants' and form respondents' consents are never
// renewed here: their audiences only take consents younger than two years (audiences.ts).
import { QueryTypes, type Sequelize } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { oldestValidConsent, PENDING_DAYS, RECONFIRM_DAYS_BEFORE } from '../../domain/campaigns.js';
import type { MailLang } from '../../domain/mail.js';
import { recordDestruction } from '../destruction/register.js';
import { enqueueMail } from '../mail/outbox.js';
import { confirmMail } from './compose.js';
import { newToken } from './subscribers.js';

const DAY = 86_400_000;
const JOB = { job: 'subscriber-consents' };

export interface ConsentRun {
  reasked: number;
  lapsed: number;
  unconfirmed: number;
}

export async function runConsents(sequelize: Sequelize, publicUrl: string): Promise<ConsentRun> {
  return sequelize.transaction(async (transaction) => {
    const at = now();
    const due = await sequelize.query<{ id: number; email: string; name: string; lang: MailLang; consent_at: Date }>(
      `SELECT id, email, name, lang, consent_at FROM subscribers
        WHERE status = 'confirmed' AND reconfirm_sent_at IS NULL AND consent_at <= $threshold AND consent_at > $since
        ORDER BY id FOR UPDATE SKIP LOCKED`,
      {
        bind: {
          threshold: oldestValidConsent(new Date(at.getTime() + RECONFIRM_DAYS_BEFORE * DAY)),
          since: oldestValidConsent(at),
        },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const settings = due.length ? await loadSettings(transaction) : null;
    for (const s of due) {
      const token = newToken();
      await sequelize.query('UPDATE subscribers SET token = $token, reconfirm_sent_at = $at WHERE id = $id', {
        bind: { id: s.id, token, at },
        transaction,
      });
      const mail = confirmMail(settings!, {
        name: s.name,
        lang: s.lang,
        token,
        publicUrl,
        renew: { consentAt: new Date(s.consent_at) },
      });
      await enqueueMail(
        {
          kind: 'subscribe.reconfirm',
          to: s.email,
          lang: s.lang,
          ...mail,
          dedupeKey: `subscribe.reconfirm:${s.id}:${new Date(s.consent_at).getTime()}`,
        },
        { transaction },
      );
    }
    const lapsed = await sequelize.query(
      `DELETE FROM subscribers WHERE status = 'confirmed' AND consent_at <= $since RETURNING id`,
      { bind: { since: oldestValidConsent(at) }, type: QueryTypes.SELECT, transaction },
    );
    await recordDestruction(
      sequelize,
      {
        kind: 'subscriber',
        count: lapsed.length,
        rule: '정보통신망법 제50조제8항: 2년마다 수신 동의 재확인, 응답이 없어 동의 만료',
        by: JOB,
      },
      transaction,
    );
    const unconfirmed = await sequelize.query(
      `DELETE FROM subscribers WHERE status = 'pending' AND requested_at <= $before RETURNING id`,
      { bind: { before: new Date(at.getTime() - PENDING_DAYS * DAY) }, type: QueryTypes.SELECT, transaction },
    );
    await recordDestruction(
      sequelize,
      {
        kind: 'subscriber',
        count: unconfirmed.length,
        rule: `구독 확인 링크를 ${PENDING_DAYS}일 안에 누르지 않은 신청(이중 확인 미완료)`,
        by: JOB,
      },
      transaction,
    );
    return { reasked: due.length, lapsed: lapsed.length, unconfirmed: unconfirmed.length };
  });
}

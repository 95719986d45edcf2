// The access log of personal data (개인정보의 안전성 확보조치 기준 제8조): who, when, from where, whose record, what.
// Every read or change of an application writes one row here, in the caller's transaction; the automatic
// destruction writes as 'system', and so may another who is not staff (the applicant declining in the look-up, the job
// that lapses an offer), naming itself by `as`. The admin lists it through server/api/applications/access-logs.ts.
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { ApplicationAccessLog, type Application } from '../../db/models/index.js';
import type { AccessAction } from '../../domain/access-log.js';
import { now } from '../../domain/clock.js';
import { currentUser } from '../auth/passport.js';
import { clientIp } from '../http/client-ip.js';

export async function logAccess(
  req: Request | null,
  action: AccessAction,
  target: Pick<Application, 'id' | 'receiptNo'> | null,
  detail: Record<string, unknown> = {},
  transaction?: Transaction,
  as?: { login: string; name: string },
): Promise<void> {
  const user = req && !as ? currentUser(req) : null;
  await ApplicationAccessLog.create(
    {
      userId: user?.id ?? null,
      userLogin: as?.login ?? user?.loginId ?? (req ? null : 'system'),
      userName: as?.name ?? user?.name ?? (req ? null : '자동 파기 작업'),
      ip: req ? clientIp(req) : null,
      action,
      applicationId: target?.id ?? null,
      receiptNo: target?.receiptNo ?? null,
      detail,
      // The process clock, not Sequelize's: the monthly review reads these times (domain/access-review.ts).
      createdAt: now(),
    },
    { transaction },
  );
}

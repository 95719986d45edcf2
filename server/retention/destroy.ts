// Destroying an application for good (개인정보 보호법 제21조): its row, its history, its documents' bytes,
// in one transaction, and an access-log line that keeps only the receipt number and why. A staff member's deletion
// is entered in the 파기 대장 in the same transaction; the retention job enters each batch (purge.ts).
import type { Request } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import { Application, StoredFile, type User } from '../../db/models/index.js';
import { logAccess } from '../applications/access-log.js';
import { recordDestruction } from '../destruction/register.js';

export async function destroyApplication(
  sequelize: Sequelize,
  application: Application,
  why: { req: Request | null; reason: string },
  outer?: Transaction,
): Promise<{ files: number }> {
  const work = async (transaction: Transaction) => {
    const files = await StoredFile.destroy({
      where: { ownerType: 'application', ownerId: application.id },
      transaction,
    });
    await application.destroy({ transaction });
    await logAccess(
      why.req,
      why.req ? 'destroy' : 'purge',
      application,
      { reason: why.reason, term: application.term, submittedAt: application.submittedAt.toISOString(), files },
      transaction,
    );
    const user = why.req?.user as User | undefined;
    if (user)
      await recordDestruction(
        sequelize,
        {
          kind: 'application',
          count: 1,
          files,
          rule: why.reason,
          by: { user: { id: user.id, loginId: user.loginId ?? '', name: user.name ?? '' } },
          detail: { receiptNo: application.receiptNo },
        },
        transaction,
      );
    return { files };
  };
  return outer ? work(outer) : sequelize.transaction(work);
}

// Destroying an application for good (개인정보 보호법 제21조): its row, its history, its documents' bytes,
// in one transaction, and an access-log line that keeps only the receipt number and why.
import type { Request } from 'express';
import type { Sequelize } from 'sequelize';
import { Application, StoredFile } from '../../db/models/index.js';
import { logAccess } from '../applications/access-log.js';

export async function destroyApplication(
  sequelize: Sequelize,
  application: Application,
  why: { req: Request | null; reason: string },
): Promise<{ files: number }> {
  return sequelize.transaction(async (transaction) => {
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
    return { files };
  });
}

// Withdrawal: the one erasure of an account, whether the member withdraws or a 최고관리자 withdraws them. Personal
// fields are erased; the row stays so records that name it keep their reference; every session ends at once.
import type { Sequelize } from 'sequelize';
import type { User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { revokeAllForUser } from './tokens.js';

export async function eraseAccount(sequelize: Sequelize, user: User): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    await user.update(
      {
        loginId: null,
        passwordHash: null,
        name: null,
        email: null,
        phone: null,
        deletedAt: now(),
        tokenVersion: user.tokenVersion + 1,
      },
      { transaction },
    );
    await revokeAllForUser(user.id, { transaction });
  });
}

// Makes sure an administrator exists: ADMIN_ID/ADMIN_PASSWORD from the environment, or (embedded) a random one.
import { randomBytes } from 'node:crypto';
import { User } from '../../db/models/index.js';
import { ConfigError, type Config } from '../process/config.js';
import { logger } from '../process/logger.js';
import { staffPassword } from './password-rules.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { recordGrant } from './role-register.js';

export async function ensureAdmin(config: Config): Promise<void> {
  if (config.adminId && config.adminPassword) {
    if (!/^[a-z0-9]{4,20}$/.test(config.adminId))
      throw new ConfigError('ADMIN_ID는 영문 소문자와 숫자 4~20자여야 합니다.');
    const check = staffPassword.safeParse(config.adminPassword);
    if (!check.success)
      throw new ConfigError(`ADMIN_PASSWORD가 규칙에 맞지 않습니다: ${check.error.issues[0]?.message}`);
    const existing = await User.findOne({ where: { loginId: config.adminId } });
    if (!existing) {
      await createFirstSuperadmin(config.adminId, config.adminPassword);
      logger.info({ loginId: config.adminId }, '관리자 계정을 만들었습니다.');
    } else if (
      existing.role !== 'superadmin' ||
      !existing.active ||
      !(await verifyPassword(existing.passwordHash, config.adminPassword))
    ) {
      const before = { role: existing.role, active: existing.active };
      // The operator chose this password: no forced change (the account still enrols its second factor).
      await existing.update({
        role: 'superadmin',
        active: true,
        mustChangePassword: false,
        passwordHash: await hashPassword(config.adminPassword),
      });
      await recordGrant(null, existing, before, null);
      logger.info({ loginId: config.adminId }, '관리자 계정의 비밀번호와 권한을 환경 변수에 맞췄습니다.');
    }
    return;
  }
  if (await User.count({ where: { role: 'superadmin', deletedAt: null } })) return;
  if (config.databaseUrl) {
    logger.warn('관리자 계정이 없습니다. ADMIN_ID와 ADMIN_PASSWORD 환경 변수를 설정하고 다시 시작하세요.');
    return;
  }
  const password = `${randomBytes(9).toString('base64url')}7a`;
  await createFirstSuperadmin('admin', password);
  // Printed once, on purpose on stdout and not in the structured log: it is for the person who ran npm start.
  console.log(
    `\n  관리자 계정을 만들었습니다 — 아이디: admin  비밀번호: ${password}\n  (이 비밀번호는 지금 한 번만 표시됩니다. ADMIN_ID/ADMIN_PASSWORD로 정할 수도 있습니다.)\n`,
  );
}

/**
 * The first 최고관리자, with the password the operator chose (or was shown once): not an initial password to change
 * at the first login. The grant is written to the role register as the system's.
 */
async function createFirstSuperadmin(loginId: string, password: string): Promise<void> {
  const user = await User.create({
    loginId,
    passwordHash: await hashPassword(password),
    name: '관리자',
    email: null,
    phone: null,
    role: 'superadmin',
    active: true,
    mustChangePassword: false,
    deletedAt: null,
  });
  await recordGrant(null, user, null, null);
}

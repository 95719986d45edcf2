// Makes sure an administrator exists: ADMIN_ID/ADMIN_PASSWORD from the environment, or (embedded) a random one.
import { randomBytes } from 'node:crypto';
import { User } from '../../db/models/index.js';
import { ConfigError, type Config } from '../config.js';
import { logger } from '../logger.js';
import { staffPassword } from '../api/auth/password-rules.js';
import { hashPassword, verifyPassword } from './passwords.js';

export async function ensureAdmin(config: Config): Promise<void> {
  if (config.adminId && config.adminPassword) {
    if (!/^[a-z0-9]{4,20}$/.test(config.adminId))
      throw new ConfigError('ADMIN_ID는 영문 소문자와 숫자 4~20자여야 합니다.');
    const check = staffPassword.safeParse(config.adminPassword);
    if (!check.success)
      throw new ConfigError(`ADMIN_PASSWORD가 규칙에 맞지 않습니다: ${check.error.issues[0]?.message}`);
    const existing = await User.findOne({ where: { loginId: config.adminId } });
    if (!existing) {
      await User.create({
        loginId: config.adminId,
        passwordHash: await hashPassword(config.adminPassword),
        name: '관리자',
        email: null,
        phone: null,
        role: 'superadmin',
        deletedAt: null,
      });
      logger.info({ loginId: config.adminId }, '관리자 계정을 만들었습니다.');
    } else if (existing.role !== 'superadmin' || !(await verifyPassword(existing.passwordHash, config.adminPassword))) {
      await existing.update({ role: 'superadmin', passwordHash: await hashPassword(config.adminPassword) });
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
  await User.create({
    loginId: 'admin',
    passwordHash: await hashPassword(password),
    name: '관리자',
    email: null,
    phone: null,
    role: 'superadmin',
    deletedAt: null,
  });
  // Printed once, on purpose on stdout and not in the structured log: it is for the person who ran npm start.
  console.log(
    `\n  관리자 계정을 만들었습니다 — 아이디: admin  비밀번호: ${password}\n  (이 비밀번호는 지금 한 번만 표시됩니다. ADMIN_ID/ADMIN_PASSWORD로 정할 수도 있습니다.)\n`,
  );
}

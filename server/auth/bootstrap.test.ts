// The ADMIN_ID/ADMIN_PASSWORD bootstrap: the first 최고관리자 gets the operator's password with no forced change,
// and the grant is in the role register.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { RoleGrant, User } from '../../db/models/index.js';
import type { Config } from '../process/config.js';
import { call, startTestApp, type TestApp } from '../test/support.js';
import { ensureAdmin } from './bootstrap.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const config = (adminId: string, adminPassword: string) => ({ adminId, adminPassword }) as Config;

test('ADMIN_ID/ADMIN_PASSWORD creates the first 최고관리자 with that password and no first-login change', async () => {
  await ensureAdmin(config('bossboot', 'operator-chose-1'));
  const user = await User.findOne({ where: { loginId: 'bossboot' }, rejectOnEmpty: true });
  assert.equal(user.role, 'superadmin');
  assert.equal(user.active, true);
  assert.equal(user.mustChangePassword, false);
  const login = await call(app, 'POST', '/api/auth/login', {
    body: { loginId: 'bossboot', password: 'operator-chose-1' },
  });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const admin = await call(app, 'GET', '/api/auth/admin', { token: login.body.token as string });
  assert.notEqual(admin.body.passwordChangeRequired, true);
  const grants = await RoleGrant.findAll({ where: { userId: user.id } });
  assert.deepEqual(
    grants.map((g) => [g.oldRole, g.newRole, g.newActive, g.grantedBy]),
    [[null, 'superadmin', true, null]],
  );
});

test('a disabled or demoted ADMIN_ID account is made an active 최고관리자 again, and that is registered', async () => {
  await ensureAdmin(config('bossback', 'operator-chose-2'));
  const user = await User.findOne({ where: { loginId: 'bossback' }, rejectOnEmpty: true });
  await user.update({ role: 'content', active: false, mustChangePassword: true });
  await ensureAdmin(config('bossback', 'operator-chose-2'));
  await user.reload();
  assert.deepEqual([user.role, user.active, user.mustChangePassword], ['superadmin', true, false]);
  const grants = await RoleGrant.findAll({ where: { userId: user.id }, order: [['id', 'ASC']] });
  assert.deepEqual(
    grants.map((g) => [g.oldRole, g.newRole, g.oldActive, g.newActive]),
    [
      [null, 'superadmin', null, true],
      ['content', 'superadmin', false, true],
    ],
  );
});

// The one statement a bearer token is checked with (tokens.ts userForClaims): it brings the user, whether the login
// was revoked, the login's last activity and the settings; the last three never stay on the user instance, so no
// response or save carries them.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import jwt from 'jsonwebtoken';
import { Setting } from '../../db/models/index.js';
import { login, makeUser, startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/support.js';
import { userForClaims, type AccessClaims } from './tokens.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test("a token's read: the user without the extras, the login's last activity and the settings as stored now", async () => {
  const staff = await makeUser({ role: 'superadmin' });
  const { token } = await login(app, staff);
  const claims = jwt.verify(token, TEST_JWT_SECRET) as AccessClaims;

  const read = await userForClaims(app.sequelize, claims);
  assert.ok(read);
  assert.equal(read.user.id, staff.user.id);
  const keys = Object.keys(read.user.toJSON());
  for (const extra of ['familyRevoked', 'sessionSeenAt', 'settingsData']) assert.ok(!keys.includes(extra), extra);
  assert.deepEqual(read.user.changed(), false);
  assert.ok(read.sessionSeenAt instanceof Date, 'the login has its staff session row');
  const stored = (await Setting.findByPk(1))!.data;
  assert.deepEqual(read.settingsData, stored);

  // A settings change is in the very next read.
  await Setting.update({ data: { ...stored, staffIdleMinutes: 17 } }, { where: { id: 1 } });
  const next = await userForClaims(app.sequelize, claims);
  assert.equal((next?.settingsData as { staffIdleMinutes: number }).staffIdleMinutes, 17);
  await Setting.update({ data: stored }, { where: { id: 1 } });

  // Another login of the same user has no staff session row yet; a made-up sid is no row either.
  assert.equal((await userForClaims(app.sequelize, { ...claims, sid: randomUUID() }))?.sessionSeenAt, null);
  assert.equal((await userForClaims(app.sequelize, { ...claims, sid: "x' OR 1=1 --" }))?.sessionSeenAt, null);
  // Revoked logins, other token versions and other token types count for nothing.
  await app.sequelize.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = :sid', {
    replacements: { sid: claims.sid },
  });
  assert.equal(await userForClaims(app.sequelize, claims), null);
  assert.equal(await userForClaims(app.sequelize, { ...claims, sid: randomUUID(), ver: claims.ver + 1 }), null);
  assert.equal(await userForClaims(app.sequelize, { ...claims, sid: randomUUID(), typ: 'refresh' as 'access' }), null);
});

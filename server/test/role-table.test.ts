// The role table: every /api route called as 최고관리자, 입학 담당, 홍보·콘텐츠 담당, a scoped 홍보·콘텐츠 담당 (a
// 담당 범위 of one page prefix and one board: outside the areas a scope reaches, 403), a site member and nobody. Who may call a route comes from domain/roles.ts GRANTS through the row's area, so a change of a grant
// changes what this test expects; a route without a row (or a public entry) fails the first test.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../app.js';
import { PageCache } from '../cache/page-cache.js';
import { NO_GRANT, NOT_STAFF } from '../auth/staff-gate.js';
import { OUT_OF_SCOPE, scopeReaches } from '../../domain/scope.js';
import { can, isStaffRole, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../domain/roles.js';
import { PUBLIC_ROUTES, ROLE_TABLE, urlOf, type RoleRow } from './role-table.js';
import { listMounts, listRoutes, routeKey, type MountedRoute } from './routes.js';
import { call, login, makeUser, startTestApp, TEST_JWT_SECRET, type TestApp } from './support.js';

let app: TestApp;
let mounted: MountedRoute[];
let mounts: string[];
const tokens = {} as Record<StaffRole | 'user' | 'scoped', string>;

before(async () => {
  app = await startTestApp();
  // A second app on the same database, only to read its router stack (it never listens).
  const express = createApp(
    {
      sequelize: app.sequelize,
      events: app.events,
      config: { jwtSecret: TEST_JWT_SECRET, distDir: 'dist', trustProxy: 0 },
    },
    new PageCache(app.events),
  );
  mounted = listRoutes(express, '/api');
  mounts = listMounts(express, '/api/');
  for (const role of [...STAFF_ROLES, 'user'] as const)
    tokens[role] = (await login(app, await makeUser({ role }))).token;
  const scoped = await makeUser({ role: 'content' });
  await scoped.user.update({ staffScope: { pages: ['/department/ai_business'], boards: ['major_board'] } });
  tokens.scoped = (await login(app, scoped)).token;
});
after(() => app.close());

const isMounted = (r: { method: string; path: string }) => mounted.some((m) => routeKey(m) === routeKey(r));

const allowed = (role: StaffRole, r: RoleRow) => (r.area === null ? isStaffRole(role) : can(role, r.area, r.access));

describe('every /api route is in the table', () => {
  test('the router stack lists the routes (the walk itself works)', () => {
    const keys = mounted.map(routeKey);
    for (const k of ['POST /api/auth/login', 'GET /api/applications/:id', 'GET /api/settings{/:id}'])
      assert.ok(keys.includes(k), `${k} not found among ${keys.length} routes`);
  });

  test('no route is missing from the role table or the public list', () => {
    const known = new Set([...ROLE_TABLE, ...PUBLIC_ROUTES].map(routeKey));
    const missing = mounted.map(routeKey).filter((k) => !known.has(k));
    assert.deepEqual(
      missing,
      [],
      'add a row to server/test/role-table.ts (ROLE_TABLE, or PUBLIC_ROUTES with the reason)',
    );
  });

  test('no row names a route that is not there', () => {
    const stale = [...ROLE_TABLE, ...PUBLIC_ROUTES].filter((r) => !isMounted(r)).map(routeKey);
    assert.deepEqual(stale, []);
  });

  test('each resource is built by one router, mounted once', () => {
    assert.ok(mounts.includes('/api/staff') && mounts.includes('/api/search-stats'), mounts.join(' '));
    const twice = mounts.filter((m, i) => mounts.indexOf(m) !== i);
    assert.deepEqual(twice, []);
  });

  test('each row is listed once, and an allowed call never expects 401 or 403', () => {
    const keys = [...ROLE_TABLE, ...PUBLIC_ROUTES].map(routeKey);
    assert.deepEqual(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      [],
    );
    for (const r of ROLE_TABLE) assert.ok(r.ok !== 401 && r.ok !== 403, routeKey(r));
  });
});

describe('each admin route as each role', () => {
  for (const r of ROLE_TABLE) {
    const grant = r.area ? `${r.area}:${r.access}` : 'any staff';
    test(`${routeKey(r)} (${grant})`, async () => {
      const url = urlOf(r);
      const send = (token?: string) => call(app, r.method, url, { token, body: r.body });

      const nobody = await send();
      assert.equal(nobody.status, 401, `no token: ${JSON.stringify(nobody.body)}`);
      assert.ok(nobody.body.errorMessage, 'a 401 says why');

      const member = await send(tokens.user);
      assert.equal(member.status, 403, `member: ${JSON.stringify(member.body)}`);
      assert.equal(member.body.errorMessage, NOT_STAFF);

      for (const role of STAFF_ROLES) {
        const res = await send(tokens[role]);
        const who = `${ROLE_LABELS[role]} (${role})`;
        if (allowed(role, r)) {
          assert.equal(res.status, r.ok, `${who} may: ${JSON.stringify(res.body)}`);
        } else {
          assert.equal(res.status, 403, `${who} may not: ${JSON.stringify(res.body)}`);
          assert.equal(res.body.errorMessage, NO_GRANT);
        }
      }

      const scoped = await send(tokens.scoped);
      if (!allowed('content', r))
        assert.equal(scoped.status, 403, `scoped editor may not: ${JSON.stringify(scoped.body)}`);
      else if (scopeReaches({ pages: [], boards: [] }, r.area))
        assert.equal(scoped.status, r.scoped ?? r.ok, `scoped editor: ${JSON.stringify(scoped.body)}`);
      else {
        assert.equal(scoped.status, 403, `scoped editor, out of its scope: ${JSON.stringify(scoped.body)}`);
        assert.equal(scoped.body.errorMessage, OUT_OF_SCOPE);
      }
    });
  }
});

describe('public routes', () => {
  for (const r of PUBLIC_ROUTES.filter((p) => p.ownAccount)) {
    test(`${routeKey(r)} needs a login (${r.why})`, async () => {
      const res = await call(app, r.method, r.path, { body: r.method === 'GET' ? undefined : {} });
      assert.equal(res.status, 401);
    });
  }

  test('the applicant calls answer without a token, and not with a 401 or 403', async () => {
    const lookup = await call(app, 'POST', '/api/applications/lookup', { body: {} });
    assert.equal(lookup.status, 400);
    const active = await call(app, 'GET', '/api/popups/active');
    assert.equal(active.status, 200);
  });
});

// The members step against a private MariaDB holding Gnuboard5's real member table, its hashes made by MariaDB's own
// PASSWORD() and OLD_PASSWORD() and by Gnuboard5's PBKDF2: each active member logs in once with the old password
// (then the row holds argon2id and the old hash is gone), withdrawn, blocked and case-duplicate members cannot, the
// old administrator is listed and made no staff, the mail consent keeps its date, and what was left behind is one
// 파기 대장 entry. Then Rhymix-shaped rows of every hash kind, fed straight to the step.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createHash, pbkdf2Sync } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import bcrypt from 'bcryptjs';
import { QueryTypes } from 'sequelize';
import { addSeoulDays, seoulDay } from '../../domain/time.js';
import { createPublisher } from '../cache/publish.js';
import { call, makeUser, startTestApp, testNow, type TestApp } from '../test/support.js';
import { startMariaDb, type PrivateMariaDb } from './fixtures/mariadb.js';
import { gnuboardPbkdf2, schemaSql } from './fixtures/site.js';
import { importRhymixMembers } from './members/rhymix.js';
import { jsonSummary } from './report.js';
import { runImport } from './run.js';

let app: TestApp;
let maria: PrivateMariaDb;
let dataDir: string;

const daysAgo = (n: number) => `${seoulDay(addSeoulDays(testNow(), -n))} 10:00:00`;
const q = (v: string) => `'${v.replace(/'/g, "''")}'`;

function member(id: string, password: string, fields: Record<string, string> = {}): string {
  const row: Record<string, string> = {
    mb_id: q(id),
    mb_password: password,
    mb_name: q(`${id} 이름`),
    mb_nick: q(`${id}닉`),
    mb_email: q(`${id}@old-school.ac.kr`),
    mb_level: '2',
    mb_datetime: q(daysAgo(900)),
    mb_ip: q('203.0.113.9'),
    mb_email_certify: q(daysAgo(900)),
    ...fields,
  };
  return `INSERT INTO g5_member (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).join(', ')});\n`;
}

before(async () => {
  [app, maria] = await Promise.all([startTestApp(), startMariaDb()]);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'g5-members-'));
  await mkdir(path.join(dataDir, 'file'));
  let sql = "SET SESSION sql_mode = '';\n" + schemaSql('g5_', []);
  sql +=
    "CREATE TABLE g5_config (cf_title varchar(255) NOT NULL DEFAULT '', cf_admin varchar(255) NOT NULL DEFAULT '', cf_use_email_certify tinyint(4) NOT NULL DEFAULT '0');\n";
  sql += "INSERT INTO g5_config VALUES ('옛 대학원', 'webmaster', 1);\n";
  sql += member('pbkdf2user', q(gnuboardPbkdf2('Pbkdf2-pass1')), {
    mb_hp: q('01012345678'),
    mb_addr1: q('서울시 어딘가'),
    mb_birth: q('19800101'),
    mb_mailling: '1',
    mb_mailling_date: q(daysAgo(100)),
  });
  sql += member('sqlpw', "PASSWORD('Mysql-pass1')", { mb_mailling: '1', mb_mailling_date: q(daysAgo(1500)) });
  sql += member('oldpw', "OLD_PASSWORD('Old-pass1')");
  sql += member('leaver', q(gnuboardPbkdf2('Leaver-pass1')), { mb_leave_date: q('20240101') });
  sql += member('blocked', "PASSWORD('Blocked-pass1')", { mb_intercept_date: q('20240201') });
  sql += member('CaseA', "PASSWORD('Case-pass1')", { mb_email: q('Dup@Example.com') });
  sql += member('caseb', "PASSWORD('Case-pass2')", { mb_email: q('dup@example.com') });
  sql += member('noconfirm', "PASSWORD('Noconfirm-pass1')", { mb_email_certify: q('0000-00-00 00:00:00') });
  sql += member('webmaster', "PASSWORD('Admin-pass1')", { mb_level: '10' });
  sql += "INSERT INTO g5_point (mb_id, po_content, po_point) VALUES ('pbkdf2user', '가입', 100);\n";
  await maria.load('members', sql);
});
after(async () => {
  await app.close();
  await maria.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const hashOf = async (loginId: string) =>
  (
    await app.sequelize.query<{ password_hash: string; role: string }>(
      'SELECT password_hash, role FROM users WHERE login_id = $loginId',
      { bind: { loginId }, type: QueryTypes.SELECT },
    )
  )[0] ?? null;

const logIn = (loginId: string, password: string) =>
  call(app, 'POST', '/api/auth/login', { body: { loginId, password } });

/** The old password works, and afterwards the row holds our argon2id hash and nothing of the old one. */
async function firstLogin(loginId: string, password: string, oldTag: string) {
  assert.ok((await hashOf(loginId))?.password_hash.startsWith(oldTag), `${loginId} imported with its old hash`);
  assert.equal((await logIn(loginId, 'Wrong-pass9')).status, 401, `${loginId}: a wrong password fails`);
  assert.ok((await hashOf(loginId))!.password_hash.startsWith(oldTag), 'a wrong password changes nothing');
  const res = await logIn(loginId, password);
  assert.equal(res.status, 200, `${loginId}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.user.role, 'user');
  const after = (await hashOf(loginId))!.password_hash;
  assert.match(after, /^\$argon2id\$/);
  assert.equal((await logIn(loginId, password)).status, 200, 'and again, now against argon2id');
}

describe('the members of a Gnuboard5 site', () => {
  test('the import brings the active members, lists the old administrator and reports the duplicates', async () => {
    const run = (o: { dryRun?: boolean } = {}) =>
      runImport({
        sequelize: app.sequelize,
        publisher: createPublisher(app.sequelize, app.events),
        db: maria.url('members'),
        files: dataDir,
        ...o,
      });
    const dry = await run({ dryRun: true });
    assert.equal(jsonSummary(dry.summary).members.imported, 4, 'the dry run counts');
    assert.equal(await hashOf('sqlpw'), null, 'and writes no account');
    const { summary, plan } = await run();
    assert.deepEqual(plan.members, { import: true });
    const m = jsonSummary(summary).members;
    assert.equal(m.found, 9);
    assert.equal(m.imported, 4, 'pbkdf2user, sqlpw, oldpw, webmaster');
    assert.deepEqual(m.barred, { withdrawn: 1, blocked: 1, denied: 0, unconfirmed: 1 });
    assert.deepEqual(m.duplicateEmails, [{ email: 'dup@example.com', oldIds: ['CaseA', 'caseb'] }]);
    assert.deepEqual(m.admins, [{ oldId: 'webmaster', name: 'webmaster 이름', imported: true }]);
    assert.deepEqual(m.consents, { added: 1, lapsed: 1 });
    const again = jsonSummary((await run()).summary).members;
    assert.equal(again.imported, 0);
    assert.equal(again.unchanged, 4);
  });

  test('only what our join form asks came over, and the mail consent keeps its date', async () => {
    const [u] = await app.sequelize.query<Record<string, unknown>>(
      `SELECT name, email, phone, role FROM users WHERE login_id = 'pbkdf2user'`,
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual(u, {
      name: 'pbkdf2user 이름',
      email: 'pbkdf2user@old-school.ac.kr',
      phone: '010-1234-5678',
      role: 'user',
    });
    const subs = await app.sequelize.query<{ email: string; status: string; via: string; consent_at: Date }>(
      'SELECT email, status, via, consent_at FROM subscribers',
      { type: QueryTypes.SELECT },
    );
    assert.equal(subs.length, 1, 'the four-year-old consent lapsed');
    assert.equal(subs[0].email, 'pbkdf2user@old-school.ac.kr');
    assert.equal(subs[0].status, 'confirmed');
    assert.equal(subs[0].via, 'import');
    assert.equal(seoulDay(subs[0].consent_at), daysAgo(100).slice(0, 10));
  });

  test('each old password logs in once as it was, then is argon2id', async () => {
    await firstLogin('pbkdf2user', 'Pbkdf2-pass1', 'gnuboard5$sha256:12000:');
    await firstLogin('sqlpw', 'Mysql-pass1', 'gnuboard5$*');
    await firstLogin('oldpw', 'Old-pass1', 'gnuboard5$');
    await firstLogin('webmaster', 'Admin-pass1', 'gnuboard5$*');
    assert.equal((await hashOf('webmaster'))!.role, 'user', 'the old administrator is no staff here');
  });

  test('withdrawn, blocked, unconfirmed and case-duplicate members cannot log in: they were not imported', async () => {
    for (const [id, pw] of [
      ['leaver', 'Leaver-pass1'],
      ['blocked', 'Blocked-pass1'],
      ['noconfirm', 'Noconfirm-pass1'],
      ['casea', 'Case-pass1'],
      ['caseb', 'Case-pass2'],
    ]) {
      assert.equal(await hashOf(id), null, id);
      assert.equal((await logIn(id, pw)).status, 401, id);
    }
  });

  test('what was left behind is one 파기 대장 entry with its counts', async () => {
    const rows = await app.sequelize.query<{ count: number; detail: { tables: Record<string, number> } }>(
      `SELECT count, detail FROM destruction_records WHERE kind = 'importLeftBehind'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(rows.length, 1);
    const t = rows[0].detail.tables;
    assert.equal(t.g5_member, 5, 'the five members not imported');
    assert.equal(t['g5_member.ip'], 9, 'every member row held an IP');
    assert.ok(t['g5_member.profile'] >= 10, `nicknames, address, birth date: ${t['g5_member.profile']}`);
    assert.equal(t.g5_point, 1);
    assert.equal(
      rows[0].count,
      Object.values(t).reduce((a, n) => a + n, 0),
    );
  });
});

describe('the members of a Rhymix/XE site, as its importer hands them over', () => {
  const hex = (algo: string, s: string) => createHash(algo).update(s, 'utf8').digest('hex');
  const xe = (id: string, password: string, fields: Record<string, string> = {}) => ({
    member_srl: id.length,
    user_id: id,
    password,
    email_address: `${id}@xe-school.kr`,
    email_id: id,
    email_host: 'xe-school.kr',
    user_name: `${id} 회원`,
    nick_name: `${id}닉`,
    phone_number: '010-2222-3333',
    allow_mailing: 'N',
    is_admin: 'N',
    denied: 'N',
    status: 'APPROVED',
    regdate: '20240301093000',
    limit_date: '',
    ipaddress: '198.51.100.4',
    last_login_ipaddress: '',
    birthday: '19900101',
    list_order: -1,
    ...fields,
  });
  const salt = 'Zx9Yw8Vu7Ts6';
  const rows = [
    xe('rxbcrypt', bcrypt.hashSync('Bcrypt-pass1', 4).replace(/^\$2b\$/, '$2y$'), { is_admin: 'Y' }),
    xe(
      'rxpbkdf2',
      `sha512:0016384:${salt}:${pbkdf2Sync('Pbkdf2-pass2', salt, 16384, 24, 'sha512').toString('base64')}`,
    ),
    xe('xemd5', hex('md5', 'Md5-pass1')),
    xe('xesha1', hex('sha1', 'Sha1-pass1')),
    xe('xedenied', hex('md5', 'Denied-pass1'), { denied: 'Y' }),
    xe('xelimited', hex('md5', 'Limited-pass1'), { limit_date: '29991231' }),
    xe('xeunauthed', hex('md5', 'Unauthed-pass1'), { status: 'UNAUTHED' }),
  ];

  test('every hash kind logs in once, then is argon2id; the members Rhymix kept out are not imported', async () => {
    const s = await app.sequelize.transaction((t) =>
      importRhymixMembers(app.sequelize, rows, { table: 'xe_member', dryRun: false }, t),
    );
    assert.equal(s.imported, 4);
    assert.deepEqual(s.barred, { withdrawn: 0, blocked: 1, denied: 1, unconfirmed: 1 });
    assert.deepEqual(s.admins, [{ oldId: 'rxbcrypt', name: 'rxbcrypt 회원', imported: true }]);
    assert.equal(s.leftBehind.find((l) => l.table === 'xe_member')!.count, 3);
    await firstLogin('rxbcrypt', 'Bcrypt-pass1', 'rhymix$$2y$04$');
    await firstLogin('rxpbkdf2', 'Pbkdf2-pass2', 'rhymix$sha512:0016384:');
    await firstLogin('xemd5', 'Md5-pass1', 'rhymix$');
    await firstLogin('xesha1', 'Sha1-pass1', 'rhymix$');
    assert.equal(s.found, 7);
    for (const [id, pw] of [
      ['xedenied', 'Denied-pass1'],
      ['xelimited', 'Limited-pass1'],
      ['xeunauthed', 'Unauthed-pass1'],
    ])
      assert.equal((await logIn(id, pw)).status, 401, id);
  });

  test("an old member whose id or e-mail is a staff account's here is reported, never merged into it", async () => {
    const staff = await makeUser({ role: 'content', otp: false });
    const before = (await hashOf(staff.loginId))!.password_hash;
    const s = await app.sequelize.transaction((t) =>
      importRhymixMembers(
        app.sequelize,
        [
          xe(staff.loginId.toUpperCase(), hex('md5', 'Takeover-pass1'), { is_admin: 'Y' }),
          xe('xeother', hex('md5', 'Takeover-pass2'), { email_address: staff.user.email!.toUpperCase() }),
        ],
        { dryRun: false },
        t,
      ),
    );
    assert.equal(s.imported, 0);
    assert.deepEqual(
      s.problems.map((p) => p.problem),
      [
        '같은 아이디의 계정이 이미 있어 가져오지 않았습니다(합치지 않음).',
        '같은 이메일의 계정이 이미 있어 가져오지 않았습니다(합치지 않음).',
      ],
    );
    assert.equal((await hashOf(staff.loginId))!.password_hash, before);
    assert.equal((await logIn(staff.loginId, 'Takeover-pass1')).status, 401);
    assert.equal(await hashOf('xeother'), null);
  });
});

import pg from 'pg';
import { newTotpSecret, totpCode } from './server/auth/totp.js';
const c = new pg.Client('postgres://postgres@127.0.0.1:5432/b100k'); await c.connect();
let { rows } = await c.query("SELECT otp_secret FROM users WHERE login_id='benchadmin'");
let secret = rows[0].otp_secret;
if (!secret) { secret = newTotpSecret(); await c.query("UPDATE users SET otp_secret=$1, otp_enabled_at=now() WHERE login_id='benchadmin'", [secret]); }
await c.end();
const r = await fetch('http://127.0.0.1:4555/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'benchadmin', password: 'bench-password-1', otp: totpCode(secret) }) });
console.log((await r.json()).token);

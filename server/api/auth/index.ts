// The auth calls of spec §7, under /api/auth.
import express from 'express';
import { formLogin } from './form-login.js';
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { AuthKit } from '../../auth/passport.js';
import { validateBody } from '../../middleware/validate.js';
import { accountHandlers } from './account.js';
import { otpHandlers } from './otp.js';
import {
  joinSchema,
  labels,
  loginSchema,
  myInfoSchema,
  otpCodeSchema,
  passwordChangeSchema,
  withdrawalSchema,
} from './schema.js';
import { sessionHandlers } from './session.js';

export interface AuthApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  /** Signs and checks the access tokens (JWT_SECRET). */
  jwtSecret: string;
}

export function authApi(deps: AuthApiDeps): Router {
  const { auth } = deps;
  const s = sessionHandlers(deps);
  const a = accountHandlers(deps);
  const o = otpHandlers(deps);
  const r = Router();
  r.post('/login', validateBody(loginSchema, labels), s.login);
  r.post('/login-form', express.urlencoded({ extended: false, limit: '10kb' }), formLogin(deps));
  r.post('/join', validateBody(joinSchema, labels), a.join);
  r.post('/logout', s.logout);
  r.get('/refresh', s.refresh);
  r.get('/my/info', auth.requireAuth, a.getMyInfo);
  r.put('/my/info', auth.requireAuth, validateBody(myInfoSchema, labels), a.putMyInfo);
  r.put('/my/info/password', auth.requireAuth, validateBody(passwordChangeSchema, labels), a.putPassword);
  r.delete('/my/withdrawal', auth.requireAuth, validateBody(withdrawalSchema, labels), a.withdraw);
  r.post('/my/session/extend', auth.requireAuth, s.extend);
  r.post('/my/otp', auth.requireAuth, o.start);
  r.put('/my/otp', auth.requireAuth, validateBody(otpCodeSchema, labels), o.confirm);
  r.post('/my/otp/recovery-codes', auth.requireAuth, validateBody(otpCodeSchema, labels), o.newRecoveryCodes);
  r.get('/admin', ...auth.allow(null), a.adminCheck);
  return r;
}

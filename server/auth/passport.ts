// Passport with two strategies: local (login id + password) for login, JWT bearer for every other call.
import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Sequelize } from 'sequelize';
import { isActiveUser, User } from '../../db/models/index.js';
import { isStaffRole, type Access, type Area } from '../../domain/roles.js';
import { unauthorized } from '../http/errors.js';
import { checkStaffSession, staffGate } from './staff-gate.js';
import { rememberSession, sessionOf } from './staff-sessions.js';
import { hmacKey } from '../http/hmac-key.js';
import { checkAccountPassword } from './account-password.js';
import { jwtVerifyOptions, userForClaims, type AccessClaims } from './tokens.js';

export interface AuthKit {
  passport: InstanceType<typeof Passport>;
  /**
   * 401 unless a valid, current bearer token is sent; sets req.user. For a staff account it also runs the login's
   * checks (network, idle limit, second factor: staff-gate.ts), so /api/auth/my/* holds them as every admin route does.
   */
  requireAuth: RequestHandler;
  /**
   * requireAuth, then the staff gate (server/auth/staff-gate.ts) for a route of `area`: 403 unless the account's role
   * may read (GET/HEAD) or write (other methods) it, or `access` when given. `null`: any staff account.
   */
  allow(area: Area | null, access?: Access): RequestHandler[];
}

export function createAuthKit(sequelize: Sequelize, secret: string): AuthKit {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'loginId', passwordField: 'password', session: false },
      (loginId, password, done) => {
        User.findOne({ where: { loginId, deletedAt: null } })
          .then(async (user) =>
            done(null, (await checkAccountPassword(user, password)) && user && isActiveUser(user) ? user : false),
          )
          .catch(done);
      },
    ),
  );
  passport.use(
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        // passport-jwt hands this to jsonwebtoken's verify, which takes a KeyObject (hmac-key.ts); its types say
        // string | Buffer only.
        secretOrKey: hmacKey(secret) as unknown as Buffer,
        passReqToCallback: true,
        ...jwtVerifyOptions,
      },
      (req: Request, claims: Partial<AccessClaims>, done: (err: unknown, user?: User | false) => void) => {
        userForClaims(sequelize, claims).then((read) => {
          // The staff gate's idle check needs to know which login the call belongs to; it and the network check use
          // what the same statement read (staff-sessions.ts).
          if (read && typeof claims.sid === 'string') rememberSession(req, claims.sid, read);
          done(null, read?.user ?? false);
        }, done);
      },
    ),
  );

  const requireAuth: RequestHandler = (req, res, next) => {
    passport.authenticate('jwt', { session: false }, (err: unknown, user: User | false) => {
      if (err) return next(err);
      if (!user) return next(unauthorized());
      req.user = user;
      if (!isStaffRole(user.role)) return next();
      checkStaffSession(req, user, sessionOf(req)).then(() => next(), next);
    })(req, res, next);
  };
  const allow = (area: Area | null, access?: Access) => [requireAuth, staffGate(area, access)];
  return { passport, requireAuth, allow };
}

/** The user a guard put on the request. */
export function currentUser(req: Express.Request): User {
  if (!req.user) throw unauthorized();
  return req.user as User;
}

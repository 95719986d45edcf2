// /api/members: site members (role 'user') for the 최고관리자 (area 'members'). The list shows personal data masked;
// a member can be disabled (sessions end at once) or withdrawn with the same erasure as their own withdrawal. A member
// becomes staff only through PUT /api/staff/:id.
import { Router, type RequestHandler } from 'express';
import { Op, type Sequelize, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { containing } from '../../../db/like.js';
import { User } from '../../../db/models/index.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { eraseAccount } from '../../auth/erase-account.js';
import { recordGrant } from '../../auth/role-register.js';
import { revokeAllForUser } from '../../auth/tokens.js';
import { conflict, notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { maskEmail, maskName, maskPhone } from '../../presenters/mask.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';

const STATUSES = ['active', 'disabled', 'withdrawn'] as const;
type MemberStatus = (typeof STATUSES)[number];

const listFilter = z.strictObject({
  q: z.string().trim().max(50).optional(),
  status: z.enum(STATUSES, { error: '상태는 active, disabled, withdrawn 중 하나입니다.' }).optional(),
  id: z.array(z.number().int().positive()).max(500).optional(),
});

const sortable: Record<string, string> = { id: 'id', loginId: 'loginId', createdAt: 'createdAt' };

const memberUpdate = acceptingReadOnly(
  z.strictObject({ active: z.boolean({ error: '사용 여부는 true 또는 false로 보내주세요.' }) }),
  ['id', 'loginId', 'name', 'email', 'phone', 'status', 'createdAt', 'withdrawnAt'],
);

const statusOf = (u: User): MemberStatus => (u.deletedAt ? 'withdrawn' : u.active ? 'active' : 'disabled');

function presentMember(u: User) {
  return {
    id: u.id,
    loginId: u.loginId ?? '',
    name: maskName(u.name),
    email: maskEmail(u.email),
    phone: maskPhone(u.phone),
    active: u.active && !u.deletedAt,
    status: statusOf(u),
    createdAt: u.createdAt.toISOString(),
    withdrawnAt: u.deletedAt?.toISOString() ?? null,
  };
}

function whereFor(f: z.infer<typeof listFilter>): WhereOptions<User> {
  const where: Record<string | symbol, unknown> = { role: 'user' };
  if (f.id) where.id = { [Op.in]: f.id };
  if (f.status === 'withdrawn') where.deletedAt = { [Op.ne]: null };
  if (f.status === 'active' || f.status === 'disabled')
    Object.assign(where, { deletedAt: null, active: f.status === 'active' });
  if (f.q) {
    const like = { [Op.iLike]: containing(f.q) };
    where[Op.or] = [{ loginId: like }, { name: like }, { email: like }];
  }
  return where as WhereOptions<User>;
}

async function loadMember(id: number): Promise<User> {
  const user = await User.findOne({ where: { id, role: 'user' } });
  if (!user) throw notFound('회원을 찾을 수 없습니다.');
  return user;
}

const WITHDRAWN = '이미 탈퇴한 회원입니다.';

export interface MembersApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function membersApi({ auth, sequelize }: MembersApiDeps): Router {
  const r = Router();

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['createdAt', 'DESC'], filter: listFilter });
    const { rows, count } = await User.findAndCountAll({
      where: whereFor(q.filter),
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', 'DESC'],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'members', q.offset, rows.map(presentMember), count);
  };

  const show: RequestHandler = async (req, res) => {
    res.json(presentMember(await loadMember(parseId(req.params.id))));
  };

  const setActive: RequestHandler = async (req, res) => {
    const { active } = req.body as { active: boolean };
    const id = parseId(req.params.id);
    const user = await sequelize.transaction(async (transaction) => {
      const u = await User.findOne({ where: { id, role: 'user' }, transaction, lock: transaction.LOCK.UPDATE });
      if (!u) throw notFound('회원을 찾을 수 없습니다.');
      if (u.deletedAt) throw conflict(WITHDRAWN);
      const before = { role: u.role, active: u.active };
      // Disabling bumps tokenVersion (the model's hook): the member's access tokens stop at once.
      await u.update({ active }, { transaction });
      if (before.active && !active) await revokeAllForUser(u.id, { transaction });
      await recordGrant(transaction, u, before, currentUser(req), req);
      return u;
    });
    res.json(presentMember(user));
  };

  const withdraw: RequestHandler = async (req, res) => {
    const user = await loadMember(parseId(req.params.id));
    if (user.deletedAt) throw conflict(WITHDRAWN);
    await eraseAccount(sequelize, user);
    res.json(presentMember(user));
  };

  const guard = auth.allow('members');
  r.get('/', ...guard, list);
  r.get('/:id', ...guard, show);
  r.put('/:id', ...guard, validateBody(memberUpdate, { active: '사용 여부' }), setActive);
  r.delete('/:id', ...guard, withdraw);
  return r;
}

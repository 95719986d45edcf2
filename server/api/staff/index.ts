// /api/staff: staff accounts for the 최고관리자 (area 'staff'), in the ra-data-simple-rest dialect. No hard delete: an
// account is disabled (active: false), which ends its sessions at once. Every grant or change of a role or of the
// active state is written to the role register (role_grants), listed at GET /api/staff/:id/grants. DELETE
// /api/staff/:id/otp turns off an account's two-factor login (otp-reset.ts).
import { Router, type RequestHandler } from 'express';
import { Op, type Sequelize, type WhereOptions } from 'sequelize';
import { containing } from '../../../db/like.js';
import { RoleGrant, User } from '../../../db/models/index.js';
import { STAFF_ROLES } from '../../../domain/roles.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';
import { presentGrant, presentStaff } from './present.js';
import {
  passwordReset,
  STAFF_READ_ONLY,
  staffCreate,
  staffLabels,
  staffListFilter,
  staffSortable,
  staffUpdate,
  type StaffCreate,
  type StaffUpdate,
} from './schema.js';
import { createStaff, resetStaffPassword, updateStaff } from './write.js';
import { otpResetHandler } from './otp-reset.js';

type ListFilter = ReturnType<typeof staffListFilter.parse>;

function whereFor(f: ListFilter): WhereOptions<User> {
  const where: Record<string | symbol, unknown> = { deletedAt: null, role: f.role ?? { [Op.in]: STAFF_ROLES } };
  if (f.id) where.id = { [Op.in]: f.id };
  if (f.active !== undefined) where.active = f.active;
  if (f.q) {
    const like = { [Op.iLike]: containing(f.q) };
    where[Op.or] = [{ loginId: like }, { name: like }, { email: like }];
  }
  return where as WhereOptions<User>;
}

async function loadStaff(id: number): Promise<User> {
  const user = await User.findOne({ where: { id, deletedAt: null, role: { [Op.in]: STAFF_ROLES } } });
  if (!user) throw notFound('관리자 계정을 찾을 수 없습니다.');
  return user;
}

export interface StaffApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function staffApi({ auth, sequelize }: StaffApiDeps): Router {
  const r = Router();

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: staffSortable,
      defaultSort: ['id', 'ASC'],
      filter: staffListFilter,
    });
    const { rows, count } = await User.findAndCountAll({
      where: whereFor(q.filter),
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', 'ASC'],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'staff', q.offset, rows.map(presentStaff), count);
  };

  const show: RequestHandler = async (req, res) => {
    res.json(presentStaff(await loadStaff(parseId(req.params.id))));
  };

  const grants: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    // The register of an account that exists (staff now or once); an unknown id is a 404, not an empty list.
    if (!(await User.findByPk(id))) throw notFound('계정을 찾을 수 없습니다.');
    const rows = await RoleGrant.findAll({ where: { userId: id }, order: [['id', 'DESC']], limit: 500 });
    res.json(rows.map(presentGrant));
  };

  const create: RequestHandler = async (req, res) => {
    const user = await createStaff(sequelize, req.body as StaffCreate, currentUser(req), req);
    res.status(201).json(presentStaff(user));
  };

  const update: RequestHandler = async (req, res) => {
    const user = await updateStaff(sequelize, parseId(req.params.id), req.body as StaffUpdate, currentUser(req), req);
    res.json(presentStaff(user));
  };

  const setPassword: RequestHandler = async (req, res) => {
    const { password } = req.body as { password: string };
    const user = await resetStaffPassword(sequelize, parseId(req.params.id), password);
    res.json({ ...presentStaff(user), message: '초기 비밀번호를 새로 정했습니다. 다음 로그인 때 바꾸게 됩니다.' });
  };

  const guard = auth.allow('staff');
  r.get('/', ...guard, list);
  r.get('/:id', ...guard, show);
  r.get('/:id/grants', ...guard, grants);
  r.post('/', ...guard, validateBody(staffCreate, staffLabels), create);
  // PUT takes back what presentStaff returned (react-admin's <Edit> sends the whole record).
  r.put('/:id', ...guard, validateBody(acceptingReadOnly(staffUpdate, STAFF_READ_ONLY), staffLabels), update);
  r.post('/:id/password', ...guard, validateBody(passwordReset, staffLabels), setPassword);
  r.delete('/:id/otp', ...guard, otpResetHandler({ sequelize }));
  return r;
}

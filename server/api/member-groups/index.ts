// /api/member-groups: 회원 그룹 (원우회, 동문회), the groups a board may be limited to (server/members/groups.ts). Every
// staff role reads their names (the board form's 읽기 권한 chooses among them); who belongs to one is the
// 최고관리자's, like the members themselves.
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import { MEMBER_GROUP_FIELD_LABELS } from '../../../domain/board-access.js';
import { singleLine } from '../../../domain/single-line.js';
import { parseId, parseWith, validateBody } from '../../middleware/validate.js';
import {
  deleteMemberGroup,
  listMemberGroups,
  memberGroup,
  renameMemberGroup,
  setGroupMembers,
  upsertMemberGroup,
} from '../../boards/member-groups.js';
import { acceptingReadOnly, idListFilter, parseListQuery, sendList } from '../rest.js';

const fields = {
  name: z.string().trim().check(singleLine).min(1, { error: '그룹 이름을 입력해주세요.' }).max(100),
  userIds: z.array(z.number().int().positive()).max(5000, { error: '한 그룹에 5,000명까지 넣을 수 있습니다.' }),
};
const createSchema = z.strictObject({ ...fields, userIds: fields.userIds.default([]) });
const updateSchema = acceptingReadOnly(z.strictObject(fields).partial(), [
  'id',
  'sourceKey',
  'createdAt',
  'memberCount',
]);
const listFilter = z.strictObject({ id: z.unknown().optional(), q: z.string().max(100).optional() });

export interface MemberGroupsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function memberGroupsApi({ auth, sequelize }: MemberGroupsApiDeps): Router {
  const r = Router();

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: { name: 'name' },
      defaultSort: ['name', 'ASC'],
      filter: listFilter,
    });
    const ids = q.filter.id !== undefined ? new Set(parseWith(idListFilter, q.filter.id)) : null;
    const needle = q.filter.q?.trim().toLowerCase();
    const all = (await listMemberGroups(sequelize)).filter(
      (g) => (!ids || ids.has(g.id)) && (!needle || g.name.toLowerCase().includes(needle)),
    );
    if (q.sortOrder === 'DESC') all.reverse();
    sendList(res, 'member-groups', q.offset, all.slice(q.offset, q.offset + q.limit), all.length);
  };

  const show: RequestHandler = async (req, res) => {
    res.json(await memberGroup(sequelize, parseId(req.params.id)));
  };

  const create: RequestHandler = async (req, res) => {
    const { name, userIds } = req.body as z.infer<typeof createSchema>;
    const id = await sequelize.transaction(async (tx) => {
      const made = await upsertMemberGroup(tx, { name, sourceKey: null });
      await setGroupMembers(tx, made, userIds);
      return made;
    });
    res.status(201).json(await memberGroup(sequelize, id));
  };

  const update: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { name, userIds } = req.body as Partial<z.infer<typeof createSchema>>;
    await memberGroup(sequelize, id);
    await sequelize.transaction(async (tx) => {
      if (name !== undefined) await renameMemberGroup(tx, id, name);
      if (userIds !== undefined) await setGroupMembers(tx, id, userIds);
    });
    res.json(await memberGroup(sequelize, id));
  };

  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const group = await memberGroup(sequelize, id);
    await sequelize.transaction((tx) => deleteMemberGroup(tx, id));
    res.json(group);
  };

  // Reading for GET, writing for the rest (the staff gate goes by the method).
  const guard = auth.allow('memberGroups');
  r.get('/', ...guard, list);
  r.get('/:id', ...guard, show);
  r.post('/', ...guard, validateBody(createSchema, MEMBER_GROUP_FIELD_LABELS), create);
  r.put('/:id', ...guard, validateBody(updateSchema, MEMBER_GROUP_FIELD_LABELS), update);
  r.delete('/:id', ...guard, remove);
  return r;
}

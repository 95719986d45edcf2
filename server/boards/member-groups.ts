// Member groups (원우회, 동문회: made by staff, or brought by an import keyed by the old site's id), who belongs to
// each, and a board's read audience. The importers call upsertMemberGroup, addGroupMember and setBoardReadAccess
// inside their own transaction; the admin's 회원 그룹 screen calls the rest.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Board } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { READ_ACCESS_CODES, type BoardAudience, type ReadAccess } from '../../domain/board-access.js';
import { badRequest, notFound } from '../http/errors.js';

export interface MemberGroup {
  id: number;
  name: string;
  sourceKey: string | null;
  createdAt: Date;
  memberCount: number;
}

const sql = (tx: Transaction) => (tx as unknown as { sequelize: Sequelize }).sequelize;

const GROUP_COLUMNS = `g.id, g.name, g.source_key AS "sourceKey", g.created_at AS "createdAt",
  (SELECT count(*)::int FROM member_group_members m WHERE m.group_id = g.id) AS "memberCount"`;

/** The group with this source key, renamed to `name`, or a new one; a group without a key is always new. */
export async function upsertMemberGroup(
  tx: Transaction,
  { name, sourceKey }: { name: string; sourceKey?: string | null },
): Promise<number> {
  const clean = name.trim().slice(0, 100);
  if (!clean) throw badRequest('그룹 이름을 입력해주세요.', { name: '그룹 이름을 입력해주세요.' });
  const [row] = await sql(tx).query<{ id: number }>(
    sourceKey
      ? `INSERT INTO member_groups (name, source_key, created_at) VALUES ($name, $key, $now)
          ON CONFLICT (source_key) DO UPDATE SET name = EXCLUDED.name RETURNING id`
      : `INSERT INTO member_groups (name, created_at) VALUES ($name, $now) RETURNING id`,
    {
      bind: { name: clean, now: now(), ...(sourceKey ? { key: sourceKey.slice(0, 100) } : {}) },
      type: QueryTypes.SELECT,
      transaction: tx,
    },
  );
  return row.id;
}

/** Puts a member in a group (again is nothing). */
export async function addGroupMember(tx: Transaction, groupId: number, userId: number): Promise<void> {
  await sql(tx).query(
    `INSERT INTO member_group_members (group_id, user_id) VALUES ($group, $user) ON CONFLICT DO NOTHING`,
    { bind: { group: groupId, user: userId }, transaction: tx },
  );
}

/** Makes the group's members exactly these users (unknown ids are refused). */
export async function setGroupMembers(tx: Transaction, groupId: number, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  const [{ n }] = await sql(tx).query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE id = ANY($ids::int[]) AND role = 'user'`,
    { bind: { ids }, type: QueryTypes.SELECT, transaction: tx },
  );
  if (n !== ids.length) throw badRequest('없는 회원이 있습니다.', { userIds: '없는 회원이 있습니다.' });
  await sql(tx).query(`DELETE FROM member_group_members WHERE group_id = $group AND NOT (user_id = ANY($ids::int[]))`, {
    bind: { group: groupId, ids },
    transaction: tx,
  });
  for (const id of ids) await addGroupMember(tx, groupId, id);
}

/** Sets who may read a board: 'group' needs an existing group; the others clear it. */
export async function setBoardReadAccess(
  tx: Transaction,
  boardId: number,
  { access, groupId }: { access: ReadAccess; groupId?: number | null },
): Promise<void> {
  if (!READ_ACCESS_CODES.includes(access)) throw badRequest('읽기 권한은 공개, 회원, 그룹 중에서 고르세요.');
  const group = access === 'group' ? (groupId ?? null) : null;
  // 교수진 and 입학상담 are drawn by other pages, which know no audience: they stay public.
  const board = await Board.findByPk(boardId, { attributes: ['id', 'kind'], transaction: tx });
  if (!board) throw notFound('게시판을 찾을 수 없습니다.');
  if (access !== 'public' && (board.kind === 'professor' || board.kind === 'qna'))
    throw badRequest('교수진과 입학상담 게시판은 공개로만 둘 수 있습니다.', {
      readAccess: '교수진과 입학상담 게시판은 공개로만 둘 수 있습니다.',
    });
  if (access === 'group') {
    const known =
      group !== null &&
      (
        await sql(tx).query<{ n: number }>('SELECT count(*)::int AS n FROM member_groups WHERE id = $id', {
          bind: { id: group },
          type: QueryTypes.SELECT,
          transaction: tx,
        })
      )[0].n > 0;
    if (!known) throw badRequest('읽을 수 있는 회원 그룹을 골라주세요.', { readGroupId: '회원 그룹을 골라주세요.' });
  }
  await Board.update({ readAccess: access, readGroupId: group }, { where: { id: boardId }, transaction: tx });
}

export async function listMemberGroups(sequelize: Sequelize): Promise<MemberGroup[]> {
  return sequelize.query<MemberGroup>(`SELECT ${GROUP_COLUMNS} FROM member_groups g ORDER BY g.name, g.id`, {
    type: QueryTypes.SELECT,
  });
}

export async function memberGroup(sequelize: Sequelize, id: number): Promise<MemberGroup & { userIds: number[] }> {
  const [group] = await sequelize.query<MemberGroup>(`SELECT ${GROUP_COLUMNS} FROM member_groups g WHERE g.id = $id`, {
    bind: { id },
    type: QueryTypes.SELECT,
  });
  if (!group) throw notFound('회원 그룹을 찾을 수 없습니다.');
  const members = await sequelize.query<{ userId: number }>(
    'SELECT user_id AS "userId" FROM member_group_members WHERE group_id = $id ORDER BY user_id',
    { bind: { id }, type: QueryTypes.SELECT },
  );
  return { ...group, userIds: members.map((m) => m.userId) };
}

export async function renameMemberGroup(tx: Transaction, id: number, name: string): Promise<void> {
  const [, n] = await sql(tx).query('UPDATE member_groups SET name = $name WHERE id = $id', {
    bind: { id, name: name.trim().slice(0, 100) },
    transaction: tx,
  });
  if (!n) throw notFound('회원 그룹을 찾을 수 없습니다.');
}

/** Deletes a group no board reads by; a board still limited to it keeps the group (never widened). */
export async function deleteMemberGroup(tx: Transaction, id: number): Promise<void> {
  const boards = await Board.findAll({ where: { readGroupId: id }, attributes: ['name'], transaction: tx });
  if (boards.length)
    throw badRequest(
      `'${boards.map((b) => b.name).join("', '")}' 게시판이 이 그룹만 읽도록 되어 있어 삭제할 수 없습니다. 게시판의 읽기 권한을 먼저 바꿔주세요.`,
    );
  await sql(tx).query('DELETE FROM member_groups WHERE id = $id', { bind: { id }, transaction: tx });
}

/** Whether this reader may read a board of this audience: staff with boards read always, members by the rule. */
export async function mayRead(
  sequelize: Sequelize,
  audience: BoardAudience,
  reader: { id: number; staffBoards: boolean } | null,
): Promise<boolean> {
  if (audience.access === 'public') return true;
  if (!reader) return false;
  if (reader.staffBoards || audience.access === 'members') return true;
  const [{ n }] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_group_members WHERE group_id = $group AND user_id = $user',
    { bind: { group: audience.groupId ?? 0, user: reader.id }, type: QueryTypes.SELECT },
  );
  return n > 0;
}

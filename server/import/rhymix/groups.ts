// Rhymix's member groups (member_group) brought in as our member groups, keyed `rhymix:group:<group_srl>` so a second
// run renames rather than duplicates, and their members (member_group_member) for the members this or an earlier run
// imported. Returns our group id of each old group_srl; a dry run writes nothing and returns none.
import type { Sequelize, Transaction } from 'sequelize';
import { addGroupMember, upsertMemberGroup } from '../../boards/member-groups.js';
import { identitiesUnder } from '../identity.js';
import type { RxGroupMember } from './source.js';

export async function importRxGroups(
  sequelize: Sequelize,
  input: {
    groups: { group_srl: number; title: string }[];
    members: RxGroupMember[];
    /** xe_member rows: member_srl to the old login id. */
    memberRows: Record<string, unknown>[];
  },
  t: Transaction | null,
): Promise<Map<number, number>> {
  const ours = new Map<number, number>();
  if (!t) return ours;
  for (const g of input.groups)
    ours.set(
      Number(g.group_srl),
      await upsertMemberGroup(t, { name: g.title || `그룹 ${g.group_srl}`, sourceKey: `rhymix:group:${g.group_srl}` }),
    );
  const loginOf = new Map(input.memberRows.map((r) => [Number(r.member_srl), String(r.user_id ?? '')]));
  const users = await identitiesUnder(sequelize, 'rhymix:member/', t);
  for (const gm of input.members) {
    const groupId = ours.get(Number(gm.group_srl));
    const user = users.get(`rhymix:member/${loginOf.get(Number(gm.member_srl)) ?? ''}`);
    if (groupId && user) await addGroupMember(t, groupId, user.id);
  }
  return ours;
}

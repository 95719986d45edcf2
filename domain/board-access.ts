// Who may read a board on the site: everyone, signed-in members, or the members of one member group. The admin's
// 읽기 권한 field, the API's check and the migration's CHECK list come from here.
export const READ_ACCESS = [
  { code: 'public', ko: '공개' },
  { code: 'members', ko: '회원' },
  { code: 'group', ko: '그룹' },
] as const;
export type ReadAccess = (typeof READ_ACCESS)[number]['code'];
export const READ_ACCESS_CODES = READ_ACCESS.map((a) => a.code) as readonly ReadAccess[];

/** A board's audience as stored: the group only for 'group'. */
export interface BoardAudience {
  access: ReadAccess;
  groupId: number | null;
}

/** The Korean names of the member-group fields, alike on the admin form and in the API's error messages. */
export const MEMBER_GROUP_FIELD_LABELS = {
  name: '그룹 이름',
  userIds: '회원',
};

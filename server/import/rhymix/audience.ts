// A Rhymix board's read audience on our side, as its plan says: members, or the one member group its readRule names.
import type { Transaction } from 'sequelize';
import { setBoardReadAccess } from '../../boards/member-groups.js';
import type { BoardSummary } from '../report.js';
import type { RxBoardInput } from './board-import.js';

/**
 * Gives a board it made the plan's audience (members, or the one group); a board of ours already there keeps its own,
 * and when that is not the same the posts come in hidden, reported (never widened). Whether the audience holds.
 */
export async function applyAudience(
  t: Transaction,
  input: RxBoardInput,
  ensured: { board: { id: number; readAccess: string; readGroupId: number | null }; made: boolean },
  s: BoardSummary,
): Promise<boolean> {
  const access = input.plan.visibility === 'group' ? 'group' : 'members';
  const groupId = access === 'group' ? input.groupId : null;
  const url = `/index.php?mid=${input.module.mid}`;
  const hide = (problem: string) => {
    s.problems.push({ url, problem });
    s.readAccess = 'hidden';
    return false;
  };
  if (access === 'group' && !groupId)
    return hide('읽을 수 있는 회원 그룹을 찾지 못해 게시판 전체를 숨김으로 옮깁니다.');
  if (ensured.made) {
    await setBoardReadAccess(t, ensured.board.id, { access, groupId });
    return true;
  }
  if (ensured.board.readAccess === access && (ensured.board.readGroupId ?? null) === groupId) return true;
  return hide(
    `읽기 권한이 다른 게시판 '${input.plan.to}'에 옮기므로 글을 숨김으로 옮깁니다. 게시판의 읽기 권한을 맞춘 뒤 다시 가져오세요.`,
  );
}

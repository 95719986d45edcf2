// A page's beginning and end in 페이지 관리: staff create a page under a menu group (unpublished, its words in the
// draft, so it goes through preview and publish like the seeded pages), retire one (a 301 to another path or a
// 404), and pair a page with its translation (ko ↔ zh-Hans). Each runs in the caller's transaction, the publish
// step's, and leaves a revision or an audit line naming who did it.
import type { Sequelize, Transaction } from 'sequelize';
import {
  groupLang,
  groupOfPath,
  newPagePathProblem,
  pathShapeProblem,
  REDIRECT_TARGET,
  starterBody,
  type PageLayout,
} from '../../domain/page-create.js';
import type { PageGroup, PageVersion } from '../../domain/pages.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { sanitizePageHtml } from '../html/page-policy.js';
import { insertPage, pageAtPath, pairCounterparts, retirePageRow } from './lifecycle-store.js';
import { addRevision, findPage } from './store.js';
import type { Staff } from './write.js';

export interface NewPageInput {
  path: string;
  title: string;
  /** The menu group; without it, the group whose prefix the path sits under. */
  group?: PageGroup;
  content?: string | null;
  layout?: PageLayout;
}

/** Creates an unpublished page at `path`; an empty body starts from the layout's. Returns its id. */
export async function createPage(sequelize: Sequelize, t: Transaction, input: NewPageInput, staff: Staff) {
  const group = input.group ?? groupOfPath(input.path);
  const problem = group
    ? newPagePathProblem(input.path, group)
    : (pathShapeProblem(input.path) ?? '메뉴 그룹의 주소 아래에 만들어 주세요 (예: /introduce/campus, /china/info_5).');
  if (problem || !group) throw badRequest(`주소: ${problem}`, { path: problem ?? '' });
  const taken = await pageAtPath(sequelize, input.path, t);
  if (taken) {
    const why = taken.retired
      ? `폐지된 페이지(${taken.title})의 주소입니다. 옛 주소는 이전 안내를 위해 남겨 둡니다.`
      : `이미 같은 주소의 페이지(${taken.title})가 있습니다.`;
    throw conflict(`주소: ${why}`, { path: why });
  }
  const lang = groupLang(group);
  const given = input.content?.trim() ? sanitizePageHtml(input.content) : '';
  const content = given.trim() ? given : starterBody(input.layout ?? 'text', lang);
  const v: PageVersion = { title: input.title, summary: null, description: null, content };
  const id = await insertPage(sequelize, t, { path: input.path, group, lang, v, staffId: staff.id });
  await addRevision(sequelize, t, id, 'draft', v, staff, '새 페이지');
  return id;
}

/** Retires a page: visitors of its path are sent (301) to `redirectTo`, or shown the not-found page (404). */
export async function retirePage(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  redirectTo: string | null,
  staff: Staff,
) {
  const row = await findPage(sequelize, id, t);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  if (row.retired_at) throw conflict('이미 폐지된 페이지입니다.');
  if (redirectTo !== null) {
    const bad = (m: string) => badRequest(`옮겨 갈 주소: ${m}`, { redirectTo: m });
    if (!REDIRECT_TARGET.test(redirectTo))
      throw bad('이 사이트의 주소를 /로 시작해 적어 주세요 (예: /introduce/greeting).');
    if (redirectTo.split(/[?#]/)[0] === row.path) throw bad('폐지하는 페이지 자신으로는 옮길 수 없습니다.');
    const target = await pageAtPath(sequelize, redirectTo, t);
    if (target?.retired) throw bad(`${redirectTo} 도 폐지된 페이지입니다. 살아 있는 주소를 골라 주세요.`);
  }
  await retirePageRow(sequelize, t, id, redirectTo, staff.id);
  await pairCounterparts(sequelize, t, id, null);
  return { id, path: row.path, redirectTo };
}

/** Pairs a page with its translation at `counterpartPath` (the other language), or unpairs it with null. */
export async function setCounterpart(sequelize: Sequelize, t: Transaction, id: number, counterpartPath: string | null) {
  const row = await findPage(sequelize, id, t);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  if (counterpartPath === null) return pairCounterparts(sequelize, t, id, null);
  const bad = (m: string) => badRequest(`번역 페이지: ${m}`, { counterpartPath: m });
  const other = await pageAtPath(sequelize, counterpartPath, t);
  if (!other || other.retired) throw bad(`${counterpartPath} 에 페이지 관리의 페이지가 없습니다.`);
  if (other.id === id) throw bad('자기 자신은 번역 페이지가 될 수 없습니다.');
  if (other.lang === row.lang)
    throw bad(row.lang === 'ko' ? '중국어(中国MBA) 페이지를 골라 주세요.' : '한국어 페이지를 골라 주세요.');
  // The same pair again changes nothing (its 번역 확인 필요 stays as it is).
  if (row.counterpart_id === other.id) return;
  await pairCounterparts(sequelize, t, id, other.id);
}

// /api/menu: the site menu document (domain/menu.ts) for 메뉴 관리. GET answers it whole; PUT replaces it (footer
// and quick links left out stay as they are) through the publish step, so every page of every process draws the
// new menu at once. GET /targets lists what an item may point to: the pages of 페이지 관리, the generated pages and
// the boards. Removing an item from the menu never touches the page it pointed to.
import { Router, type RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { parseMenu, type SiteMenu } from '../../../domain/menu.js';
import { now } from '../../../domain/clock.js';
import { loadMenu, saveMenu, type StoredMenu } from '../../../db/site-documents.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { assertSameVersion } from '../../edit-conflicts/check.js';
import { badRequest } from '../../http/errors.js';
import { fieldErrors, jsonObjectBody, registerFieldLabels } from '../../middleware/validate.js';
import { editVersion } from '../edit-version.js';
import { VERSION_LABEL } from '../../../domain/edit-conflict.js';
import { menuTargets } from '../../stored-pages/store.js';

/** Pages the code draws (server/web/routes.tsx), which a menu item may point to like any stored page. */
const GENERATED_PAGES = [
  { path: '/', title: '홈', lang: 'ko' },
  { path: '/introduce/professor', title: '교수진', lang: 'ko' },
  { path: '/policy/privacy', title: '개인정보처리방침', lang: 'ko' },
  { path: '/receipt', title: '온라인 원서접수', lang: 'ko' },
  { path: '/brochure.pdf', title: '입학 안내 책자 (PDF)', lang: 'ko' },
];

const present = (s: StoredMenu) => ({
  ...s.menu,
  updatedAt: s.updatedAt?.toISOString() ?? null,
  updatedBy: s.updatedBy,
  version: s.version,
});

registerFieldLabels({ version: VERSION_LABEL });

/** The version a save names: absent stays undefined (refused by the check), anything but a whole number is a 400. */
function sentVersion(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  const parsed = editVersion.safeParse(v);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '판 번호가 올바르지 않습니다.';
    throw badRequest(`${VERSION_LABEL}: ${message}`, { version: message });
  }
  return parsed.data;
}

export function menuApi({ auth, publisher, sequelize }: { auth: AuthKit; publisher: Publisher; sequelize: Sequelize }) {
  const r = Router();

  const show: RequestHandler = async (_req, res) => {
    res.json(present(await loadMenu(sequelize)));
  };

  const update: RequestHandler = async (req, res) => {
    // The answer of GET carries these; sending it back unchanged is a valid save.
    const { updatedAt: _a, updatedBy: _b, version: sent, ...body } = jsonObjectBody(req);
    const version = sentVersion(sent);
    const parsed = parseMenu(body);
    if (!parsed.ok) throw badRequest(parsed.errors[0][1], fieldErrors(parsed.errors));
    const staffId = currentUser(req).id;
    const saved = await publisher.write('menu', async (t) => {
      // The row locked till the commit: of two saves from the same version, the second waits and then sees 409.
      const before = await loadMenu(sequelize, t, true);
      const stored = { version: before.version, savedBy: before.updatedBy, savedAt: before.updatedAt ?? now() };
      await assertSameVersion(sequelize, t, version, stored, () => present(before));
      const menu: SiteMenu = {
        ...parsed.menu,
        groups: parsed.menu.groups,
        footer: parsed.menu.footer ?? before.menu.footer,
        quick: parsed.menu.quick ?? before.menu.quick,
      };
      await saveMenu(sequelize, t, menu, staffId, now());
      return loadMenu(sequelize, t);
    });
    res.json(present(saved));
  };

  const targets: RequestHandler = async (_req, res) => {
    const [pages, boards] = await Promise.all([
      menuTargets(sequelize),
      sequelize.query<{ path: string; title: string }>(
        `SELECT '/board/' || en_name AS path, name AS title FROM boards WHERE kind <> 'professor' ORDER BY id`,
        { type: QueryTypes.SELECT },
      ),
    ]);
    const stored = new Set(pages.map((p) => p.path));
    res.json({
      pages: [...GENERATED_PAGES.filter((p) => !stored.has(p.path)), ...pages],
      boards,
    });
  };

  r.get('/targets', ...auth.allow('menu'), targets);
  r.get('/', ...auth.allow('menu'), show);
  r.put('/', ...auth.allow('menu', 'write'), update);
  return r;
}

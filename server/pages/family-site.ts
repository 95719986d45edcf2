// GET /family-site?url=…: the footer's family-site form posts here (so it works without JavaScript).
// It redirects only to a URL listed in settings.familySites — never an open redirect.
import type { RequestHandler } from 'express';
import type { SettingsCache } from '../cache/settings.js';
import { badRequest } from '../errors.js';

export function familySiteHandler(settings: SettingsCache): RequestHandler {
  return async (req, res) => {
    const url = typeof req.query.url === 'string' ? req.query.url : '';
    if (!url) throw badRequest('이동할 관련 사이트를 선택해주세요.');
    const s = await settings.get();
    const site = s.familySites.find((f) => f.url === url);
    if (!site) throw badRequest('등록된 관련 사이트가 아닙니다.');
    res.set('Cache-Control', 'no-store');
    res.redirect(302, site.url);
  };
}

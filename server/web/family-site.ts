// GET /family-site?url=…: the footer's family-site form sends the choice here when JavaScript is off.
// Only a URL listed in settings.familySites is followed — never an open redirect. The answer is a tiny
// page that moves on by meta refresh: a 302 would be blocked by our CSP (form-action 'self' also
// covers the redirect of a form submission). With JavaScript the island opens the site directly.
import type { RequestHandler } from 'express';
import type { SettingsCache } from '../cache/settings.js';
import { badRequest } from '../http/errors.js';

const escapeHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function familySiteHandler({ settings }: { settings: SettingsCache }): RequestHandler {
  return async (req, res) => {
    const url = typeof req.query.url === 'string' ? req.query.url : '';
    if (!url) throw badRequest('이동할 관련 사이트를 선택해주세요.');
    const s = await settings.get();
    const site = s.familySites.find((f) => f.url === url);
    if (!site) throw badRequest('등록된 관련 사이트가 아닙니다.');
    const href = escapeHtml(site.url);
    const name = escapeHtml(site.name);
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
    res.send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta http-equiv="refresh" content="0;url=${href}"><meta name="referrer" content="strict-origin-when-cross-origin">` +
        `<title>${name}(으)로 이동 | ${escapeHtml(s.schoolName)}</title></head>` +
        `<body><p><a href="${href}" rel="noopener">${name}</a>(으)로 이동합니다. 이동하지 않으면 링크를 눌러 주십시오.</p></body></html>`,
    );
  };
}

// View counts, once per visitor per post per Seoul day. Counted by a small POST (the detail page's
// /board-views.js sends it), so the detail HTML itself stays in the page cache, the same for everyone.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { recordView } from '../../boards/views.js';
import { clientIp } from '../../http/client-ip.js';

export const VIEW_SCRIPT = `(function(){var el=document.querySelector('[data-view-url]');if(!el)return;var u=el.getAttribute('data-view-url');try{if(navigator.sendBeacon&&navigator.sendBeacon(u))return;}catch(e){}if(window.fetch)fetch(u,{method:'POST',keepalive:true,credentials:'same-origin'});})();\n`;

/** A visitor is a salted hash of address and browser: no address is stored. */
function visitorOf(req: Request, salt: string): string {
  return createHash('sha256')
    .update(`${salt}|${clientIp(req)}|${req.get('user-agent') ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

export function countView({ sequelize, salt }: { sequelize: Sequelize; salt: string }): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
    if (id > 0)
      await recordView(sequelize, {
        id,
        board: String(req.params.enName).slice(0, 40),
        visitor: visitorOf(req, salt),
      });
    res.status(204).end();
  };
}

// Serves the build's precompressed twins (scripts/build.mjs writes <file>.br and <file>.gz beside each text
// asset in dist/) by Accept-Encoding negotiation: the request is pointed at the twin before express.static
// runs, with the original's Content-Type and `Vary: Accept-Encoding`. A twin older than its file (a partial
// rebuild) is ignored, so a stale compressed copy is never served.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { fromAppRoot } from '../../domain/app-root.js';
import { chooseCoding, type Coding } from './encoding.js';

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };
/** The text types the build compresses; anything else (images, fonts, PDF) is already compact. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;

function mtime(file: string): number | null {
  try {
    const st = statSync(file);
    return st.isFile() ? st.mtimeMs : null;
  } catch {
    return null;
  }
}

/** Middleware for a directory served by express.static at the same mount point (a relative one from the app's folder). */
export function precompressed(root: string): RequestHandler {
  const dir = fromAppRoot(root);
  // dist/ does not change under a running process: each file's twins are looked up once. Only files that exist
  // are remembered, so requests for made-up names cannot grow the map.
  const twins = new Map<string, Coding[]>();
  const twinsOf = (file: string): Coding[] => {
    const known = twins.get(file);
    if (known) return known;
    const base = mtime(file);
    if (base === null) return [];
    const found = (['br', 'gzip'] as const).filter((c) => (mtime(file + SUFFIX[c]) ?? -1) >= base);
    twins.set(file, found);
    return found;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(dir, rel);
    if (!file.startsWith(dir + path.sep)) return next();
    const have = twinsOf(file);
    if (!have.length) return next();
    res.vary('Accept-Encoding');
    const coding = chooseCoding(req, have);
    if (!coding) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', coding);
    const q = req.url.indexOf('?');
    req.url = q === -1 ? req.url + SUFFIX[coding] : req.url.slice(0, q) + SUFFIX[coding] + req.url.slice(q);
    next();
  };
}

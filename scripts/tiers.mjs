// The server's import drawing: every arrow between the folders of server/ (tests left out), grouped by the tiers of
// eslint.config.js (SERVER_TIERS), as a Mermaid flowchart, with the arrows that run against the tiers and the folders
// no tier names. `npm run tiers` prints it (`-- --by-tier`: summed by tier, as the README shows it);
// server/tiers.test.ts asserts both lists are empty.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_TIERS } from '../eslint.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Lower tiers may be imported by higher ones; a tier imports itself freely, except api and web (never each other). */
const RANK = { composition: 3, api: 2, web: 2, capability: 1, infrastructure: 0 };

const expand = (pattern) => {
  const m = /^(.*)\{([^}]*)\}(.*)$/.exec(pattern);
  return m ? m[2].split(',').flatMap((p) => expand(`${m[1]}${p}${m[3]}`)) : [pattern];
};
const folders = SERVER_TIERS.flatMap((t) => expand(t.pattern).map((folder) => ({ folder, type: t.type })));

/** The tier of a file: the first descriptor whose folder holds it (eslint-plugin-boundaries' order). */
export function tierOf(file) {
  const hit = folders.find((f) => file.startsWith(`${f.folder}/`));
  return hit ? { type: hit.type, folder: hit.folder === 'server' ? 'server (top)' : hit.folder.slice(7) } : null;
}

function sources(dir, out = []) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (rel !== 'server/test') sources(rel, out);
    } else if (/\.tsx?$/.test(name) && !name.includes('.test.')) out.push(rel);
  }
  return out;
}

export function serverImports() {
  const arrows = new Map();
  const against = [];
  for (const file of sources('server')) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!target.startsWith('server/')) continue;
      const [a, b] = [tierOf(file), tierOf(target)];
      if (!a || !b || a.folder === b.folder) continue;
      const key = `${a.folder}|${b.folder}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
      const wrong = RANK[b.type] > RANK[a.type] || (a.type !== b.type && RANK[a.type] === RANK[b.type]);
      if (wrong) against.push(`${file} -> ${target} (${a.type} -> ${b.type})`);
    }
  }
  const named = new Set(folders.map((f) => f.folder));
  const unnamed = readdirSync(path.join(root, 'server'))
    .filter((n) => statSync(path.join(root, 'server', n)).isDirectory() && n !== 'test')
    // A folder git does not hold (left empty by a move) is no part of the server.
    .filter((n) => sources(`server/${n}`).length > 0)
    .filter((n) => !named.has(`server/${n}`))
    .map((n) => `server/${n}`);
  return { arrows, against, unnamed };
}

export function mermaid({ arrows }) {
  const id = (f) => f.replace(/[^a-z]/gi, '_');
  const lines = ['flowchart TD'];
  for (const type of ['composition', 'api', 'web', 'capability', 'infrastructure']) {
    const members = [...new Set(folders.filter((f) => f.type === type).map((f) => tierOf(`${f.folder}/x`).folder))];
    lines.push(`  subgraph ${type}`, ...members.map((m) => `    ${id(m)}["${m}"]`), '  end');
  }
  for (const [key, n] of [...arrows].sort()) {
    const [a, b] = key.split('|');
    lines.push(`  ${id(a)} -->|${n}| ${id(b)}`);
  }
  return lines.join('\n');
}

/** The same arrows summed by tier: the drawing the README carries. */
export function mermaidByTier({ arrows }) {
  const typeOf = (folder) => folders.find((f) => tierOf(`${f.folder}/x`).folder === folder).type;
  const sums = new Map();
  for (const [key, n] of arrows) {
    const [a, b] = key.split('|').map(typeOf);
    sums.set(`${a}|${b}`, (sums.get(`${a}|${b}`) ?? 0) + n);
  }
  const lines = ['flowchart TD'];
  for (const [key, n] of [...sums].sort()) {
    const [a, b] = key.split('|');
    if (a !== b) lines.push(`  ${a} -->|${n}| ${b}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = serverImports();
  console.log(process.argv.includes('--by-tier') ? mermaidByTier(graph) : mermaid(graph));
  const total = [...graph.arrows.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n%% ${graph.arrows.size} folder-to-folder arrows (${total} imports); against the tiers: ${graph.against.length}`,
  );
  for (const line of [...graph.against, ...graph.unnamed.map((f) => `${f}: in no tier`)]) console.log(`%% ${line}`);
  process.exitCode = graph.against.length || graph.unnamed.length ? 1 : 0;
}

// The last pass of a run: links in imported bodies that pointed at the old site (made site-relative by content.ts)
// now point at their new address, read from the redirect map the run has just filled. A link the map does not know
// stays as it is (it answers from the map later, or 404s into the 404 log).
import type { Sequelize, Transaction } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import { Post } from '../../db/models/index.js';
import { setImportedContent } from '../boards/import-posts.js';
import { findRedirect } from '../redirects/store.js';

const OLD_LINK = /\bhref="(\/(?:bbs\/[^"]*|[a-z0-9_]+\/\d+|content\/[^"]*|rss\/[^"]*))"/gi;

export async function pointLinksAtNewAddresses(
  sequelize: Sequelize,
  postIds: number[],
  transaction: Transaction,
): Promise<number> {
  let rewritten = 0;
  for (const id of postIds) {
    const post = await Post.findByPk(id, { attributes: ['id', 'content'], transaction });
    if (!post) continue;
    const found = new Map<string, string>();
    for (const m of post.content.matchAll(OLD_LINK)) {
      const old = m[1].replace(/&amp;/g, '&');
      if (found.has(m[1])) continue;
      const r = await findRedirect(sequelize, redirectKey(old).key);
      if (r && r.status === 301) found.set(m[1], r.to);
    }
    if (!found.size) continue;
    const content = post.content.replace(OLD_LINK, (whole, path: string) =>
      found.has(path) ? `href="${found.get(path)!.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` : whole,
    );
    await setImportedContent(id, content, transaction);
    rewritten += found.size;
  }
  return rewritten;
}

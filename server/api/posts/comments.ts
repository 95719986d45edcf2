// GET /api/posts/:id/comments: the read-only comments an imported post brought from the old site, secret ones
// included (staff see what a visitor never does), in their old order.
import { Router, type Request } from 'express';
import type { Post } from '../../../db/models/index.js';
import { commentsOf } from '../../boards/post-comments.js';

export function postCommentsApi({ loadPost }: { loadPost: (req: Request) => Promise<Post> }): Router {
  const r = Router();
  r.get('/:id/comments', async (req, res) => {
    const post = await loadPost(req);
    const rows = await commentsOf(post.sequelize, post.id, { withSecret: true });
    res.set('Content-Range', `comments ${rows.length ? `0-${rows.length - 1}` : '*'}/${rows.length}`);
    res.json(rows);
  });
  return r;
}

// Card data for /introduce/professor, from the professor board (교수진 관리 in the admin): published posts only,
// in the admins' display order. The public-site pages render the cards from this.
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ProfessorCardData } from '../../public-web/components/ProfessorCard.js';
import { now } from '../../domain/clock.js';
import { livePostSql } from '../../db/live-posts.js';

/** A card of public-web/components/ProfessorCard.tsx, with the post id it came from. */
export type ProfessorCard = ProfessorCardData & { id: number };

export async function loadProfessors(sequelize: Sequelize): Promise<ProfessorCard[]> {
  const rows = await sequelize.query<{
    id: number;
    title: string;
    extra: Record<string, unknown>;
    photo: number | null;
    photo_width: number | null;
    photo_height: number | null;
  }>(
    `SELECT p.id, p.title, p.extra,
            f.id AS photo, f.width AS photo_width, f.height AS photo_height
       FROM posts p JOIN boards b ON b.id = p.board_id
       LEFT JOIN LATERAL (SELECT id, width, height FROM files
                           WHERE owner_type = 'post' AND owner_id = p.id AND sort_order = -2 LIMIT 1) f ON true
      WHERE b.en_name = 'professor' AND ${livePostSql('p')}
      ORDER BY CASE WHEN p.extra->>'order' ~ '^-?[0-9]{1,6}$' THEN (p.extra->>'order')::int ELSE 10000 END, p.is_notice DESC, p.published_at, p.id`,
    { type: QueryTypes.SELECT, bind: { now: now() } },
  );
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return rows.map((r) => ({
    id: r.id,
    name: r.title,
    position: text(r.extra.position),
    major: text(r.extra.major),
    email: text(r.extra.email),
    phone: text(r.extra.phone),
    office: text(r.extra.office),
    photo: r.photo ? { id: r.photo, width: r.photo_width, height: r.photo_height } : null,
  }));
}

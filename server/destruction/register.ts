// The 파기 대장's one writer: every purge adds a row in the transaction that destroys (what kind of data, how many,
// the rule that required it, the method, when, and which job or person). The table is append-only in the database
// (migration 20261128094000); nothing here updates or deletes.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { DestructionKind, DestructionMethod } from '../../domain/destruction.js';

export type Destroyer = { job: string } | { user: { id: number; loginId: string; name: string } };

export interface DestructionEntry {
  kind: DestructionKind;
  count: number;
  files?: number;
  rule: string;
  method?: DestructionMethod;
  by: Destroyer;
  detail?: Record<string, unknown>;
  at?: Date;
}

/** Adds a register row (nothing when count is 0 and no file went); returns its id. */
export async function recordDestruction(
  sequelize: Sequelize,
  e: DestructionEntry,
  transaction?: Transaction,
): Promise<number | null> {
  if (!e.count && !e.files) return null;
  const person = 'user' in e.by ? e.by.user : null;
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO destruction_records
       (at, kind, count, files, rule, method, actor_type, job, actor_id, actor_login, actor_name, detail)
     VALUES ($at, $kind, $count, $files, $rule, $method, $actorType, $job, $actorId, $actorLogin, $actorName,
             $detail::jsonb)
     RETURNING id`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: {
        at: e.at ?? now(),
        kind: e.kind,
        count: e.count,
        files: e.files ?? 0,
        rule: e.rule,
        method: e.method ?? 'database',
        actorType: person ? 'staff' : 'job',
        job: 'job' in e.by ? e.by.job : null,
        actorId: person?.id ?? null,
        actorLogin: person?.loginId ?? null,
        actorName: person?.name ?? null,
        detail: JSON.stringify(e.detail ?? {}),
      },
    },
  );
  return row.id;
}

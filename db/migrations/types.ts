import type { QueryInterface } from 'sequelize';

/** One schema step: raw SQL through the query interface, never importing models. */
export interface Migration {
  name: string;
  up(params: { context: QueryInterface }): Promise<void>;
  down(params: { context: QueryInterface }): Promise<void>;
}

// The calls of 메뉴 관리 (server/api/menu): the menu document, its replacement, and what an item may point to.
import type { MenuGroup, MenuItem } from '../../../domain/menu';
import { httpClient } from '../httpClient';

export interface MenuDoc {
  groups: MenuGroup[];
  footer: MenuItem[];
  quick: MenuItem[];
  updatedAt: string | null;
  /** Who saved last, as the server names them; sent back unchanged. */
  updatedBy?: unknown;
  /** The document's version for edit conflicts (issue 28 item 9), when the server gives one; sent back unchanged. */
  version?: number;
}

export interface Target {
  path: string;
  title: string;
}

export async function fetchMenu(): Promise<MenuDoc> {
  return (await httpClient('/api/menu')).json as MenuDoc;
}

export async function saveMenu(menu: MenuDoc): Promise<MenuDoc> {
  return (await httpClient('/api/menu', { method: 'PUT', body: JSON.stringify(menu) })).json as MenuDoc;
}

export async function fetchTargets(): Promise<{ pages: Target[]; boards: Target[] }> {
  return (await httpClient('/api/menu/targets')).json as { pages: Target[]; boards: Target[] };
}

/** Moves the element at i by d (-1 up, +1 down) in a copy of the list. */
export function moved<T>(list: readonly T[], i: number, d: -1 | 1): T[] {
  const out = [...list];
  const j = i + d;
  if (j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

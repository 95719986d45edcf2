// The menu as 메뉴 관리 edits it: the document of GET /api/menu with a stable id on every group and item, so a row
// keeps its identity (React key, selection, errors) while it is dragged or moved between groups. toDoc gives back
// the same body shape PUT /api/menu takes, with the answer's other fields (updatedAt, version …) sent back unchanged.
import { isChineseGroup, isChineseHref, type MenuGroup, type MenuItem } from '../../../domain/menu';
import type { MenuDoc } from './api';

export interface Row {
  id: string;
  item: MenuItem;
}

export interface GroupRow {
  id: string;
  group: Omit<MenuGroup, 'items'>;
  items: Row[];
}

export interface Tree {
  groups: GroupRow[];
  footer: Row[];
  quick: Row[];
}

/** A list of the tree: a header group (by its id), the footer links or the home quick links. */
export type ListId = string;
export const FOOTER: ListId = 'footer';
export const QUICK: ListId = 'quick';

/** A place in a list: before the row at index (index = length: at the end). */
export interface Place {
  list: ListId;
  index: number;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}`;
export const newRow = (item: MenuItem): Row => ({ id: nextId('i'), item });
export const newGroup = (group: Omit<MenuGroup, 'items'>, items: MenuItem[] = []): GroupRow => ({
  id: nextId('g'),
  group,
  items: items.map(newRow),
});

/** The editable tree and what the answer carried besides the lists (sent back as it came). */
export function fromDoc(doc: MenuDoc): { tree: Tree; meta: Omit<MenuDoc, 'groups' | 'footer' | 'quick'> } {
  const { groups, footer, quick, ...meta } = doc;
  return {
    tree: {
      groups: groups.map(({ items, ...group }) => newGroup(group, items)),
      footer: (footer ?? []).map(newRow),
      quick: (quick ?? []).map(newRow),
    },
    meta,
  };
}

export function toDoc(tree: Tree, meta: Omit<MenuDoc, 'groups' | 'footer' | 'quick'>): MenuDoc {
  return {
    ...meta,
    groups: tree.groups.map((g) => ({ ...g.group, items: g.items.map((r) => r.item) })),
    footer: tree.footer.map((r) => r.item),
    quick: tree.quick.map((r) => r.item),
  };
}

export function listOf(tree: Tree, list: ListId): Row[] {
  if (list === FOOTER) return tree.footer;
  if (list === QUICK) return tree.quick;
  return tree.groups.find((g) => g.id === list)?.items ?? [];
}

export function withList(tree: Tree, list: ListId, rows: Row[]): Tree {
  if (list === FOOTER) return { ...tree, footer: rows };
  if (list === QUICK) return { ...tree, quick: rows };
  return { ...tree, groups: tree.groups.map((g) => (g.id === list ? { ...g, items: rows } : g)) };
}

/** Where a row is: its list and index, or null. */
export function findRow(tree: Tree, id: string): (Place & { row: Row }) | null {
  for (const list of [...tree.groups.map((g) => g.id), FOOTER, QUICK]) {
    const index = listOf(tree, list).findIndex((r) => r.id === id);
    if (index >= 0) return { list, index, row: listOf(tree, list)[index] };
  }
  return null;
}

/** Items move between header groups; the footer and the quick links only reorder inside themselves. */
export const canMove = (from: ListId, to: ListId): boolean =>
  from === to || (from !== FOOTER && from !== QUICK && to !== FOOTER && to !== QUICK);

/**
 * Moves the row at `from` to `to` (a place counted before the row is taken out). A move the lists do not allow, or
 * to a place that does not exist, leaves the tree as it is.
 */
export function moveRow(tree: Tree, from: Place, to: Place): Tree {
  if (!canMove(from.list, to.list)) return tree;
  const source = listOf(tree, from.list);
  const row = source[from.index];
  if (!row) return tree;
  let index = to.index;
  if (from.list === to.list && from.index < index) index -= 1;
  const taken = withList(
    tree,
    from.list,
    source.filter((_r, i) => i !== from.index),
  );
  const target = listOf(taken, to.list);
  if (to.list !== FOOTER && to.list !== QUICK && !taken.groups.some((g) => g.id === to.list)) return tree;
  index = Math.max(0, Math.min(index, target.length));
  return withList(taken, to.list, [...target.slice(0, index), row, ...target.slice(index)]);
}

export function updateRow(tree: Tree, id: string, patch: Partial<MenuItem>): Tree {
  const at = findRow(tree, id);
  if (!at) return tree;
  return withList(
    tree,
    at.list,
    listOf(tree, at.list).map((r) => (r.id === id ? { ...r, item: { ...r.item, ...patch } } : r)),
  );
}

export function removeRow(tree: Tree, id: string): Tree {
  const at = findRow(tree, id);
  if (!at) return tree;
  return withList(
    tree,
    at.list,
    listOf(tree, at.list).filter((r) => r.id !== id),
  );
}

/** The errors of a refused save ("groups.1.items.2.label": message), pinned to the rows and groups they name. */
export interface TreeErrors {
  rows: Record<string, Record<string, string>>;
  groups: Record<string, Record<string, string>>;
}

export function errorsOf(tree: Tree, errors: Record<string, string>): TreeErrors {
  const out: TreeErrors = { rows: {}, groups: {} };
  const put = (bag: Record<string, Record<string, string>>, id: string | undefined, field: string, msg: string) => {
    if (id) bag[id] = { ...bag[id], [field]: msg };
  };
  for (const [key, message] of Object.entries(errors)) {
    const p = key.split('.');
    if (p[0] === 'groups') {
      const g = tree.groups[Number(p[1])];
      if (p[2] === 'items' && p[3] !== undefined) put(out.rows, g?.items[Number(p[3])]?.id, p[4] ?? '', message);
      else put(out.groups, g?.id, p[2] ?? '', message);
    } else if (p[0] === 'footer' || p[0] === 'quick') {
      put(out.rows, tree[p[0]][Number(p[1])]?.id, p[2] ?? '', message);
    }
  }
  return out;
}

/** Whether a group is a Chinese one (domain/menu.ts): its name and its items' need their Chinese names. */
export const chineseGroup = (g: GroupRow): boolean =>
  isChineseGroup({ key: g.group.key, items: g.items.map((r) => r.item) });

/** Whether the row's Chinese name is required before the menu is saved: in a Chinese group, or a Chinese page. */
export function needsChineseName(tree: Tree, id: string): boolean {
  const at = findRow(tree, id);
  if (!at) return false;
  const group = tree.groups.find((g) => g.id === at.list);
  return isChineseHref(at.row.item.href) || (!!group && chineseGroup(group));
}

/** The first segment of a path (/introduce/greeting → introduce). */
const segmentOf = (href: string) => href.split(/[/?#]/)[1] ?? '';

/**
 * A page staff just made, put in the menu (페이지 관리 links here with ?path=…&title=…): an item already pointing to
 * it is only found; else a visible item goes to the end of the group most of whose items share its first segment
 * (the first group when none does). Saving is still staff's step.
 */
export function withPage(tree: Tree, path: string, title: string): { tree: Tree; id: string; added: boolean } | null {
  if (!tree.groups.length || !path.startsWith('/')) return null;
  for (const g of tree.groups) {
    const found = g.items.find((r) => r.item.href === path);
    if (found) return { tree, id: found.id, added: false };
  }
  const segment = segmentOf(path);
  const score = (g: GroupRow) => g.items.filter((r) => segmentOf(r.item.href) === segment).length;
  const group = tree.groups.reduce((best, g) => (score(g) > score(best) ? g : best), tree.groups[0]!);
  const row = newRow({ label: title.trim() || path, labelZh: '', href: path, newTab: false, visible: true });
  return { tree: withList(tree, group.id, [...group.items, row]), id: row.id, added: true };
}

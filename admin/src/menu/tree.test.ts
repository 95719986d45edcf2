// The tree 메뉴 관리 edits: what GET /api/menu answered goes back to PUT in the same shape (version and all), items move
// within and between header groups but the footer and quick links keep their own, and a refused save's errors land
// on the rows they name even after the rows moved.
import assert from 'node:assert/strict';
import test from 'node:test';
import type { MenuItem } from '../../../domain/menu';
import type { MenuDoc } from './api';
import {
  errorsOf,
  FOOTER,
  fromDoc,
  listOf,
  moveRow,
  needsChineseName,
  QUICK,
  removeRow,
  toDoc,
  updateRow,
  withPage,
} from './tree';

const item = (label: string): MenuItem => ({ label, href: `/${label}`, newTab: false, visible: true });
const doc: MenuDoc = {
  groups: [
    { key: 'intro', label: '소개', labelZh: '介绍', items: [item('a'), item('b'), item('c')] },
    { label: '입학', labelZh: '', items: [item('d')] },
  ],
  footer: [item('f1'), item('f2')],
  quick: [{ ...item('q'), icon: 'doc' }],
  updatedAt: '2026-11-27T00:00:00.000Z',
  updatedBy: { name: '홍보' },
  version: 7,
};
const labels = (rows: { item: MenuItem }[]) => rows.map((r) => r.item.label);

test('a document goes back as it came, with the answer’s other fields (version) unchanged', () => {
  const { tree, meta } = fromDoc(doc);
  assert.deepEqual(toDoc(tree, meta), doc);
});

test('moving down, up, to the end and to another group; the footer and quick links stay apart', () => {
  const { tree } = fromDoc(doc);
  const [g1, g2] = tree.groups.map((g) => g.id);
  // Down one: the place after the next row, counted before the row is taken out.
  assert.deepEqual(labels(listOf(moveRow(tree, { list: g1, index: 0 }, { list: g1, index: 2 }), g1)), ['b', 'a', 'c']);
  assert.deepEqual(labels(listOf(moveRow(tree, { list: g1, index: 2 }, { list: g1, index: 1 }), g1)), ['a', 'c', 'b']);
  const across = moveRow(tree, { list: g1, index: 1 }, { list: g2, index: Infinity });
  assert.deepEqual(labels(listOf(across, g1)), ['a', 'c']);
  assert.deepEqual(labels(listOf(across, g2)), ['d', 'b']);
  const first = moveRow(tree, { list: g1, index: 2 }, { list: g2, index: 0 });
  assert.deepEqual(labels(listOf(first, g2)), ['c', 'd']);
  assert.equal(moveRow(tree, { list: g1, index: 0 }, { list: FOOTER, index: 0 }), tree);
  assert.equal(moveRow(tree, { list: QUICK, index: 0 }, { list: g1, index: 0 }), tree);
  assert.deepEqual(labels(moveRow(tree, { list: FOOTER, index: 1 }, { list: FOOTER, index: 0 }).footer), ['f2', 'f1']);
  assert.equal(moveRow(tree, { list: g1, index: 9 }, { list: g2, index: 0 }), tree);
  assert.equal(moveRow(tree, { list: g1, index: 0 }, { list: 'nowhere', index: 0 }), tree);
});

test('editing and removing a row by its id, wherever it is', () => {
  const { tree, meta } = fromDoc(doc);
  const b = tree.groups[0].items[1].id;
  const hidden = updateRow(tree, b, { visible: false });
  assert.equal(toDoc(hidden, meta).groups[0].items[1].visible, false);
  assert.deepEqual(labels(removeRow(tree, b).groups[0].items), ['a', 'c']);
});

test('errors of a refused save are pinned to the rows and groups they name', () => {
  const { tree } = fromDoc(doc);
  const found = errorsOf(tree, {
    'groups.0.items.2.href': '1번째 메뉴 묶음의 3번째 항목: 주소가 올바르지 않습니다',
    'groups.1.label': '2번째 메뉴 묶음: 묶음 이름을 입력해주세요',
    'footer.1.label': '바닥글 2번째 링크: 이름을 입력해주세요',
    'groups.9.items.0.label': 'nowhere',
  });
  assert.deepEqual(found.rows, {
    [tree.groups[0].items[2].id]: { href: '1번째 메뉴 묶음의 3번째 항목: 주소가 올바르지 않습니다' },
    [tree.footer[1].id]: { label: '바닥글 2번째 링크: 이름을 입력해주세요' },
  });
  assert.deepEqual(found.groups, { [tree.groups[1].id]: { label: '2번째 메뉴 묶음: 묶음 이름을 입력해주세요' } });
});

test('a new page goes to the end of the group its address belongs to, once; an item already there is only found', () => {
  const { tree } = fromDoc({
    ...doc,
    groups: [
      { label: '소개', labelZh: '', items: [{ ...item('x'), href: '/introduce/greeting' }] },
      { label: '입학', labelZh: '', items: [{ ...item('y'), href: '/entrance/recruit' }] },
    ],
  });
  const added = withPage(tree, '/entrance/scholarship', '장학 안내')!;
  assert.equal(added.added, true);
  const entrance = added.tree.groups[1]!.items;
  assert.deepEqual(entrance.at(-1)!.item, {
    label: '장학 안내',
    labelZh: '',
    href: '/entrance/scholarship',
    newTab: false,
    visible: true,
  });
  assert.equal(entrance.at(-1)!.id, added.id);
  const again = withPage(added.tree, '/entrance/scholarship', '장학 안내')!;
  assert.deepEqual([again.added, again.id, again.tree], [false, added.id, added.tree]);
  assert.equal(withPage(tree, '/other/page', '')!.tree.groups[0]!.items.at(-1)!.item.label, '/other/page');
  assert.equal(withPage(tree, 'javascript:alert(1)', 'x'), null);
});

test('a Chinese page put in the menu, and every item of a Chinese group, needs its Chinese name', () => {
  const { tree } = fromDoc({
    ...doc,
    groups: [
      ...doc.groups,
      { key: 'china', label: '중국 MBA', labelZh: '', items: [item('z'), { ...item('y'), href: '/china/info_1' }] },
    ],
  });
  const china = withPage(tree, '/china/info_9', '新页面')!;
  assert.equal(china.tree.groups[2]!.items.at(-1)!.id, china.id, 'it goes into the China MBA group');
  assert.equal(needsChineseName(china.tree, china.id), true);
  assert.equal(needsChineseName(china.tree, china.tree.groups[2]!.items[0]!.id), true, 'a Korean item of the group');
  assert.equal(needsChineseName(china.tree, china.tree.groups[0]!.items[0]!.id), false);
});

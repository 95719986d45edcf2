// 메뉴 관리 at /admin/menu (홍보·콘텐츠 담당, 최고관리자): the one menu document of the site (domain/menu.ts) as a tree —
// the header groups and their items, the footer links and the home page's quick links. Items are dragged by their
// handle (within a group and to another group) or moved with 위로 / 아래로 / 다른 묶음으로 (keyboard reachable); one item
// or group at a time is edited in the side panel (at phone widths a sheet over the tree). The save bar stays in view:
// 저장 replaces the document through PUT /api/menu and every page of the site shows it at once; 되돌리기 drops the
// unsaved changes. A refused save marks the items it names and opens the first of them.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Drawer, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, Loading, Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { MenuItem } from '../../../domain/menu';
import type { EditConflict } from '../../../domain/edit-conflict';
import { conflictOf, EditConflictDialog } from '../layout/EditConflictDialog';
import { fetchMenu, fetchTargets, menuText, moved, saveMenu, type MenuDoc } from './api';
import { GroupPanel, ItemPanel } from './ItemPanel';
import { groupName, MenuTree, type Selection } from './MenuTree';
import {
  errorsOf,
  findRow,
  FOOTER,
  fromDoc,
  listOf,
  moveRow,
  newGroup,
  newRow,
  QUICK,
  removeRow,
  toDoc,
  updateRow,
  withList,
  type ListId,
  type Place,
  type Tree,
  type TreeErrors,
  withPage,
  chineseGroup,
  needsChineseName,
} from './tree';
import { itemName } from './TreeRow';
import { useRowDrag } from './useRowDrag';

const newItem = (): MenuItem => ({ label: '', labelZh: '', href: '/', newTab: false, visible: true });
const NO_ERRORS: TreeErrors = { rows: {}, groups: {} };

export function MenuPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('md'));
  const stored = useQuery({ queryKey: ['menu'], queryFn: fetchMenu });
  const targets = useQuery({ queryKey: ['menu-targets'], queryFn: fetchTargets });
  const start = useMemo(() => (stored.data ? fromDoc(stored.data) : null), [stored.data]);
  const [tree, setTree] = useState<Tree | null>(null);
  const [selection, setSelection] = useState<Selection>(null);
  const [errors, setErrors] = useState<TreeErrors>(NO_ERRORS);
  const [message, setMessage] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [saving, setSaving] = useState(false);
  // Someone saved the menu first: theirs beside mine, to save mine again over it or load theirs.
  const [conflict, setConflict] = useState<EditConflict<MenuDoc> | null>(null);
  // 페이지 관리 sends a new page here (?path=…&title=…): it goes into its group, selected, for staff to save.
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!start) return;
    const path = params.get('path');
    const put = path ? withPage(start.tree, path, params.get('title') ?? '') : null;
    setTree(put?.tree ?? start.tree);
    if (!put) return;
    setSelection({ kind: 'item', id: put.id });
    const zh = needsChineseName(put.tree, put.id) ? ' 중국어 이름을 적고' : '';
    setSaid(
      put.added ? `${path}: 메뉴에 넣었습니다.${zh} 저장하면 사이트에 보입니다.` : `${path}: 이미 메뉴에 있습니다.`,
    );
    setParams({}, { replace: true });
    // Only when the stored menu arrives: the parameters are dropped once used.
  }, [start]);

  const where = (t: Tree, list: ListId) => {
    if (list === FOOTER) return '바닥글';
    if (list === QUICK) return '바로가기';
    const gi = t.groups.findIndex((g) => g.id === list);
    return `${groupName(t.groups[gi]?.group.label ?? '', gi)} 묶음`;
  };
  const move = (from: Place, to: Place) => {
    if (!tree) return;
    const next = moveRow(tree, from, to);
    if (next === tree) return;
    const row = listOf(tree, from.list)[from.index];
    const at = findRow(next, row.id);
    setTree(next);
    if (at) setSaid(`${itemName(row.item.label)}: ${where(next, at.list)} ${at.index + 1}번째로 옮겼습니다.`);
  };
  const drag = useRowDrag(move);
  const dirty = Boolean(
    tree && start && JSON.stringify(toDoc(tree, start.meta)) !== JSON.stringify(toDoc(start.tree, start.meta)),
  );
  useEffect(() => {
    if (!dirty) return;
    // Leaving with unsaved moves asks first (the browser's own question).
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  if (stored.error) return <Alert severity="error">메뉴를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Alert>;
  if (stored.isPending || !tree || !start)
    return <Loading loadingPrimary="불러오는 중" loadingSecondary="메뉴를 읽고 있습니다." />;
  const options = [...(targets.data?.pages ?? []), ...(targets.data?.boards ?? [])];
  const doc = toDoc(tree, start.meta);

  const save = async (version = doc.version) => {
    setSaving(true);
    try {
      const saved = await saveMenu({ ...doc, version });
      queryClient.setQueryData(['menu'], saved);
      setSelection(null);
      setErrors(NO_ERRORS);
      setMessage(null);
      setConflict(null);
      notify('메뉴를 저장했습니다. 사이트의 모든 페이지에 바로 보입니다.', { type: 'success' });
    } catch (err) {
      const c = conflictOf<MenuDoc>(err);
      if (c) return setConflict(c);
      const body = err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      const found = errorsOf(tree, body?.errors ?? {});
      setErrors(found);
      setMessage(err instanceof Error ? err.message : '저장하지 못했습니다.');
      const firstRow = Object.keys(found.rows)[0];
      const firstGroup = Object.keys(found.groups)[0];
      if (firstRow) setSelection({ kind: 'item', id: firstRow });
      else if (firstGroup) setSelection({ kind: 'group', id: firstGroup });
    } finally {
      setSaving(false);
    }
  };

  const selectedRow = selection?.kind === 'item' ? findRow(tree, selection.id) : null;
  const selectedGroup = selection?.kind === 'group' ? tree.groups.find((g) => g.id === selection.id) : undefined;
  const panel = selectedRow ? (
    <ItemPanel
      key={selectedRow.row.id}
      item={selectedRow.row.item}
      errors={errors.rows[selectedRow.row.id] ?? {}}
      targets={options}
      where={where(tree, selectedRow.list)}
      zhRequired={needsChineseName(tree, selectedRow.row.id)}
      onChange={(patch) => setTree(updateRow(tree, selectedRow.row.id, patch))}
      onRemove={() => {
        setTree(removeRow(tree, selectedRow.row.id));
        setSelection(null);
        setSaid(`${itemName(selectedRow.row.item.label)}: 메뉴에서 뺐습니다. 저장해야 사이트에 반영됩니다.`);
      }}
    />
  ) : selectedGroup ? (
    <GroupPanel
      key={selectedGroup.id}
      group={selectedGroup.group}
      itemCount={selectedGroup.items.length}
      errors={errors.groups[selectedGroup.id] ?? {}}
      zhRequired={chineseGroup(selectedGroup)}
      onChange={(patch) =>
        setTree({
          ...tree,
          groups: tree.groups.map((g) => (g.id === selectedGroup.id ? { ...g, group: { ...g.group, ...patch } } : g)),
        })
      }
      onRemove={() => {
        setTree({ ...tree, groups: tree.groups.filter((g) => g.id !== selectedGroup.id) });
        setSelection(null);
      }}
    />
  ) : null;

  const close = (
    <Button onClick={() => setSelection(null)} sx={{ mt: 2 }}>
      닫기
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="메뉴 관리" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        사이트 상단 메뉴, 모바일 전체 메뉴, 바닥글 링크, 홈 화면 바로가기를 한곳에서 고칩니다. 항목은 왼쪽 손잡이를
        끌거나 위로·아래로 단추, 더 보기 메뉴(다른 묶음으로 옮기기)로 옮깁니다. 이름을 누르면 옆에서 고칠 수 있습니다.
        메뉴에서 항목을 빼도 페이지는 지워지지 않습니다.
      </Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <MenuTree
            tree={tree}
            errors={errors}
            selection={selection}
            drag={drag}
            onSelect={setSelection}
            onStep={(list, index, d) => move({ list, index }, { list, index: index + (d === 1 ? 2 : -1) })}
            onMoveTo={(list, index, groupId) => move({ list, index }, { list: groupId, index: Infinity })}
            onRemove={(id) => {
              setTree(removeRow(tree, id));
              if (selection?.id === id) setSelection(null);
            }}
            onAdd={(list) => {
              const row = newRow(newItem());
              setTree(withList(tree, list, [...listOf(tree, list), row]));
              setSelection({ kind: 'item', id: row.id });
            }}
            onGroupStep={(gi, d) => setTree({ ...tree, groups: moved(tree.groups, gi, d) })}
            onAddGroup={() => {
              const g = newGroup({ label: '새 묶음', labelZh: '' });
              setTree({ ...tree, groups: [...tree.groups, g] });
              setSelection({ kind: 'group', id: g.id });
            }}
          />
        </Box>
        {!phone && (
          <Paper
            component="aside"
            aria-labelledby={panel ? 'menu-panel-title' : undefined}
            aria-label={panel ? undefined : '항목 고치기'}
            variant="outlined"
            sx={{ width: 380, flexShrink: 0, position: 'sticky', top: 72, p: 2 }}
          >
            {panel ?? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                고칠 항목이나 묶음의 이름을 누르세요.
              </Typography>
            )}
            {panel && close}
          </Paper>
        )}
      </Box>
      {phone && (
        <Drawer
          anchor="bottom"
          open={Boolean(panel)}
          onClose={() => setSelection(null)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-labelledby': 'menu-panel-title',
              sx: { p: 2, maxHeight: '85vh' },
            },
          }}
        >
          {panel}
          {close}
        </Drawer>
      )}
      <Paper
        elevation={3}
        sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          저장
        </Button>
        <Button
          onClick={() => {
            setTree(start.tree);
            setSelection(null);
            setErrors(NO_ERRORS);
            setMessage(null);
            setConflict(null);
          }}
          disabled={saving || !dirty}
        >
          되돌리기
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {dirty ? '저장하지 않은 변경이 있습니다.' : '저장된 메뉴와 같습니다.'}
        </Typography>
      </Paper>
      <EditConflictDialog
        conflict={conflict}
        mine={menuText(doc)}
        theirs={conflict ? menuText(conflict.current) : ''}
        busy={saving}
        onClose={() => setConflict(null)}
        onKeepMine={() => {
          if (conflict) void save(conflict.version);
          setConflict(null);
        }}
        onLoadLatest={() => {
          if (conflict) {
            queryClient.setQueryData(['menu'], conflict.current);
            setSelection(null);
          }
          setConflict(null);
          setErrors(NO_ERRORS);
          setMessage(null);
          notify('최신 메뉴를 불러왔습니다.', { type: 'info' });
        }}
      />
    </Stack>
  );
}

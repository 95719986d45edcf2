// The menu as a tree: the header groups with their items, then the footer links and the home quick links. A group's
// name opens it in the side panel; its items drag within it and to other groups (or move with the keyboard buttons
// of TreeRow); a group's own area takes a drop at its end, so an empty group can receive items too.
import type { ReactNode } from 'react';
import { Box, Button, ButtonBase, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { FOOTER, QUICK, type ListId, type Row, type Tree, type TreeErrors } from './tree';
import { TreeRow } from './TreeRow';
import type { RowDrag } from './useRowDrag';

export type Selection = { kind: 'item'; id: string } | { kind: 'group'; id: string } | null;

export interface MenuTreeProps {
  tree: Tree;
  errors: TreeErrors;
  selection: Selection;
  drag: RowDrag;
  onSelect: (s: Selection) => void;
  onStep: (list: ListId, index: number, d: -1 | 1) => void;
  onMoveTo: (list: ListId, index: number, groupId: string) => void;
  onRemove: (id: string) => void;
  onAdd: (list: ListId) => void;
  onGroupStep: (index: number, d: -1 | 1) => void;
  onAddGroup: () => void;
}

export const groupName = (label: string, i: number) => label.trim() || `${i + 1}번째`;

function Rows(props: MenuTreeProps & { list: ListId; rows: Row[]; where: string; movable: boolean }) {
  const { tree, list, rows, where } = props;
  const others = props.movable
    ? tree.groups.filter((g) => g.id !== list).map((g, i) => ({ id: g.id, name: groupName(g.group.label, i) }))
    : [];
  const endOver = props.drag.over?.list === list && props.drag.over.index === rows.length;
  return (
    <Box data-drop-list={list} data-drop-count={rows.length} sx={{ pb: 1 }}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <TreeRow
            key={row.id}
            row={row}
            list={list}
            index={index}
            count={rows.length}
            where={where}
            selected={props.selection?.kind === 'item' && props.selection.id === row.id}
            hasError={Boolean(props.errors.rows[row.id])}
            drag={props.drag}
            otherGroups={others}
            onSelect={() => props.onSelect({ kind: 'item', id: row.id })}
            onStep={(d) => props.onStep(list, index, d)}
            onMoveTo={(g) => props.onMoveTo(list, index, g)}
            onRemove={() => props.onRemove(row.id)}
          />
        ))}
      </Box>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 1, py: 1.5 }}>
          항목이 없습니다. 다른 묶음의 항목을 여기로 끌어 오거나 항목을 추가하세요.
        </Typography>
      )}
      <Box sx={{ borderTop: '3px solid', borderTopColor: endOver ? 'primary.main' : 'transparent' }} />
      <Button size="small" startIcon={<AddIcon />} onClick={() => props.onAdd(list)}>
        {where}에 항목 추가
      </Button>
    </Box>
  );
}

function Section({ title, children, label }: { title: string; label: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function MenuTree(props: MenuTreeProps) {
  const { tree, selection } = props;
  return (
    <Stack spacing={2}>
      <Section title="상단 메뉴 묶음" label="상단 메뉴 묶음">
        <Stack spacing={1.5}>
          {tree.groups.map((g, gi) => {
            const name = groupName(g.group.label, gi);
            const where = `${name} 묶음`;
            const selected = selection?.kind === 'group' && selection.id === g.id;
            return (
              <Box
                key={g.id}
                component="section"
                aria-label={where}
                data-testid="menu-group"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ flex: 1, minWidth: 0 }}>
                    <ButtonBase
                      onClick={() => props.onSelect({ kind: 'group', id: g.id })}
                      aria-current={selected ? 'true' : undefined}
                      sx={{
                        font: 'inherit',
                        fontWeight: 700,
                        px: 1,
                        py: 0.5,
                        borderRadius: 1,
                        bgcolor: selected ? 'action.selected' : undefined,
                        color: props.errors.groups[g.id] ? 'error.main' : undefined,
                        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                      }}
                    >
                      {name}
                    </ButtonBase>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {g.items.length}개
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`${where} 위로 옮기기`}
                    disabled={gi === 0}
                    onClick={() => props.onGroupStep(gi, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${where} 아래로 옮기기`}
                    disabled={gi === tree.groups.length - 1}
                    onClick={() => props.onGroupStep(gi, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Box>
                <Rows {...props} list={g.id} rows={g.items} where={where} movable />
              </Box>
            );
          })}
        </Stack>
        <Button sx={{ mt: 1 }} startIcon={<AddIcon />} onClick={props.onAddGroup}>
          묶음 추가
        </Button>
      </Section>
      <Section title="바닥글 링크" label="바닥글 링크">
        <Rows {...props} list={FOOTER} rows={tree.footer} where="바닥글" movable={false} />
      </Section>
      <Section title="홈 화면 바로가기" label="홈 바로가기">
        <Rows {...props} list={QUICK} rows={tree.quick} where="바로가기" movable={false} />
      </Section>
    </Stack>
  );
}
